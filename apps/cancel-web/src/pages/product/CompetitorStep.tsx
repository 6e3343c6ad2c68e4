import type { CompetitorStepView } from '@cancel-flow/survey-engine';
import { Button } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';

/** Step 3's answers (SPEC §4): 'Yes' leads to 3.5, 'Not sure yet' records the answer and ends at 4. */
export function CompetitorButtons({ view }: { readonly view: CompetitorStepView }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="primary"
        aria-pressed={view.answer === 'yes'}
        onClick={() => view.choose('yes')}
      >
        {t('buttons.yes')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={view.answer === 'not_sure'}
        onClick={() => view.choose('not_sure')}
      >
        {t('buttons.notSure')}
      </Button>
    </>
  );
}
