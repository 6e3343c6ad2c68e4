import { useState } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { paidSurvey } from './survey/paidSurvey';

/** The paid SEO cancellation survey rendered by SurveyJS with its default theme. */
export function App() {
  const [model] = useState(() => new Model(paidSurvey));
  return (
    <main>
      <Survey model={model} />
    </main>
  );
}
