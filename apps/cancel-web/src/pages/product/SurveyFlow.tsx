import type { User } from '@cancel-flow/api-client';
import { deriveUserFlags, selectQuestionSet } from '@cancel-flow/survey-engine';
import { useMemo, useState } from 'react';
import type { ProductPage } from '../../shell/productPages';
import { useServices } from '../../shell/services';
import { lazyPage } from '../../shell/lazyPage';
import { SurveyScreen } from './SurveyScreen';
import type { AcceptedOffer } from '../../survey/sendOfferAcceptance';
import { surveyStorage, type SentSurvey } from '../../survey/surveyStorage';

const CheckEmailScreen = lazyPage(() => import('./checkEmail/CheckEmailScreen'));
const OfferAcceptedScreen = lazyPage(() => import('./offer/OfferAcceptedScreen'));

interface SurveyFlowProps {
  readonly page: ProductPage;
  readonly session: { readonly user: User; readonly loadedAt: Date };
}

/** The survey for paid or trial users, then the check-your-email screen (or an accepted offer). */
export function SurveyFlow({ page, session }: SurveyFlowProps) {
  const { storage } = useServices();
  const flags = deriveUserFlags(session.user);
  const definition = selectQuestionSet(flags);
  const saved = useMemo(
    () => surveyStorage(storage, page.product, definition.id),
    [storage, page.product, definition.id],
  );
  const [sent, setSent] = useState<SentSurvey | null>(() => saved.loadSent());
  const [accepted, setAccepted] = useState<AcceptedOffer | null>(null);

  if (sent) return <CheckEmailScreen page={page} sent={sent} />;
  if (accepted) return <OfferAcceptedScreen accepted={accepted} />;
  return (
    <SurveyScreen
      page={page}
      definition={definition}
      isTrial={flags.isTrial}
      user={session.user}
      loadedAt={session.loadedAt}
      storage={saved}
      onSent={setSent}
      onOfferAccepted={setAccepted}
    />
  );
}
