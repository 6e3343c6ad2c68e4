import type { CompetitorAnswer, CompetitorStepView } from '@cancel-flow/survey-engine';
import { Button } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';

const BUTTONS = [
  { answer: 'yes', variant: 'primary', text: 'buttons.yes' },
  { answer: 'not_sure', variant: 'secondary', text: 'buttons.notSure' },
] as const satisfies readonly { answer: CompetitorAnswer; variant: string; text: string }[];

/** Step 3's answers (product §4): 'Yes' leads to 3.5, 'Not sure yet' records the answer and ends at 4. */
export function CompetitorButtons({ view }: { readonly view: CompetitorStepView }) {
  const { t } = useTranslation();
  return BUTTONS.map(({ answer, variant, text }) => (
    <Button
      key={answer}
      variant={variant}
      aria-pressed={view.answer === answer}
      onClick={() => view.choose(answer)}
    >
      {t(text)}
    </Button>
  ));
}
