import type { OfferStepView, Plan, ValidationIssue } from '@cancel-flow/survey-engine';
import { Actions, Button, OfferPanel, PlanChoice, Stack } from '@cancel-flow/ui';
import { useState } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { AppPage } from '../../../shell/AppPage';
import { surveyStepTitle } from '../../../shell/documentTitle';
import { fieldMessage } from '../../../survey/issueMessage';
import type { FieldFocus } from '../../../survey/useFieldFocus';
import { useOfferAcceptance, type OfferAcceptance } from '../../../survey/useOfferAcceptance';
import { SurveyProgress } from '../SurveyProgress';
import { offerTexts } from './offerTexts';
import { withOutcomeTexts } from '../outcomeTexts';

interface OfferStepProps {
  readonly view: OfferStepView;
  /** The issues of the last try to accept (a downgrade without a plan). */
  readonly issues: readonly ValidationIssue[];
  /** Id of the panel, which takes focus when the offer appears. */
  readonly headingId: string;
  readonly fieldRef: FieldFocus['fieldRef'];
  /** Who accepts, where, and what follows (kept in this chunk, off step 1's code). */
  readonly acceptance: OfferAcceptance;
}

/**
 * The retention offer before step 4 (docs/offers.md): what the customer keeps or gets, accept and
 * "No thanks, continue canceling" side by side, and Back to the last question.
 */
function OfferStep(props: OfferStepProps) {
  const { view, issues, headingId, fieldRef } = props;
  const { t, i18n } = useTranslation();
  const sendAcceptance = useOfferAcceptance(props.acceptance);
  const [accepting, setAccepting] = useState(false);
  const texts = offerTexts(t, i18n.language, view.offer);
  const { offer } = view;

  async function accept() {
    if (accepting || view.accept().length > 0) return;
    setAccepting(true);
    try {
      await sendAcceptance(view);
    } finally {
      setAccepting(false);
    }
  }

  return (
    <AppPage title={surveyStepTitle(t, texts.title, view.stepNumber)}>
      <SurveyProgress view={view} />
      {/* Back keeps the distance from the offer's buttons that the survey's links keep from theirs. */}
      <Stack>
        <OfferPanel
          id={headingId}
          title={texts.title}
          terms={texts.terms}
          acceptLabel={texts.accept}
          declineLabel={t('offer.decline')}
          onAccept={() => void accept()}
          onDecline={() => view.decline()}
          accepting={accepting}
          busyLabel={t('offer.wait')}
        >
          <p>{texts.body}</p>
          {offer.kind === 'downgrade' ? (
            <PlanChoice
              ref={fieldRef('plan')}
              legend={t('offer.downgrade.legend')}
              name="plan"
              required
              value={view.plan}
              onValueChange={(plan) => view.choosePlan(plan as Plan)}
              error={fieldMessage(t, issues, 'plan')}
              plans={offer.plans.map((plan) => ({
                value: plan,
                label: t(`offer.plans.${plan}`),
                description:
                  plan === 'free'
                    ? t('offer.downgrade.freePlanDescription')
                    : t('offer.downgrade.paidPlanDescription'),
              }))}
            />
          ) : null}
        </OfferPanel>
        {view.back ? (
          <Actions>
            <Button variant="link" onClick={() => view.back?.()}>
              {t('buttons.back')}
            </Button>
          </Actions>
        ) : null}
      </Stack>
    </AppPage>
  );
}

export default withOutcomeTexts(OfferStep);
