import type { CompetitorView, SurveyEvent } from '@cancel-flow/survey-engine';
import { Button } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';

interface CompetitorButtonsProps {
  readonly competitor: CompetitorView;
  readonly send: (event: SurveyEvent) => unknown;
}

/** Step 3's answers (SPEC §4): 'Yes' leads to 3.5, 'Not sure yet' records the answer and ends at 4. */
export function CompetitorButtons({ competitor, send }: CompetitorButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="primary"
        aria-pressed={competitor.answer === 'yes'}
        onClick={() => send({ type: 'competitor', answer: 'yes' })}
      >
        {t('buttons.yes')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={competitor.answer === 'not_sure'}
        onClick={() => send({ type: 'competitor', answer: 'not_sure' })}
      >
        {t('buttons.notSure')}
      </Button>
    </>
  );
}
