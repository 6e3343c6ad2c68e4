import {
  Actions,
  Button,
  ButtonLink,
  Checkbox,
  NoSubscriptionIllustration,
  PageHeading,
  RadioGroup,
  Stack,
  StepProgress,
  TextArea,
  TextField,
} from '@cancel-flow/ui';
import type { ReactNode } from 'react';
import { STEP_COUNT, textLength } from '@cancel-flow/survey-engine';
import { counterLabels, reasonChoices, stepLabels, texts } from './samples';

/** Header and footer content used by the page-level stories. */
export const header: ReactNode = (
  <strong style={{ fontSize: '1.125rem', color: 'var(--cf-color-brand)' }}>
    Marketing Platform
  </strong>
);

export const footer: ReactNode = (
  <p style={{ margin: 0 }}>
    Need help? <a href="mailto:support@example.com">Contact support</a>
  </p>
);

/** Where "I want to stay" leads: the app's homepage. */
const HOMEPAGE = 'https://www.example.com/';

/** Step 1 of the survey as the app composes it from the kit: Continue, and "I want to stay" as a link. */
export function SurveyStepExample({ error }: { error?: string }) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <div>
          <StepProgress
            total={STEP_COUNT}
            current={1}
            label="Survey progress"
            stepLabel={stepLabels.en}
          />
          <PageHeading title="We're sorry to see you go" />
        </div>
        <RadioGroup
          legend={texts.en.question}
          legendAppearance="subtitle"
          name="reason"
          error={error}
          choices={reasonChoices.en.map((choice) =>
            choice.value === 'other'
              ? {
                  ...choice,
                  details: (
                    <TextArea
                      label={texts.en.freeTextLabel}
                      maxLength={1500}
                      counterLabel={counterLabels.en}
                      measure={textLength}
                    />
                  ),
                }
              : choice,
          )}
        />
        <Actions>
          <Button type="submit">Continue</Button>
          <ButtonLink href={HOMEPAGE} variant="link">
            I want to stay
          </ButtonLink>
        </Actions>
      </Stack>
    </form>
  );
}

/** Step 4 of the survey: details, agreement, the danger action, Back and "I want to stay". */
export function FinalStepExample({ busy = false }: { busy?: boolean }) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <PageHeading
          title="Cancel subscription"
          subtitle="Check your details and confirm to cancel your subscription."
          before={
            <StepProgress
              total={STEP_COUNT}
              current={4}
              label="Survey progress"
              stepLabel={stepLabels.en}
            />
          }
        />
        <TextField label={texts.en.name} name="name" autoComplete="name" defaultValue="Ada" />
        <TextField
          label={texts.en.email}
          name="email"
          type="email"
          autoComplete="email"
          readOnly
          value="ada.lovelace@example.com"
        />
        <TextArea
          label="Is there anything else you would like to tell us?"
          optionalText="(optional)"
          name="comments"
        />
        <Checkbox label={texts.en.agreement} name="agreed" />
        <Actions>
          <Button type="submit" variant="danger" busy={busy} busyLabel="Sending…">
            Cancel subscription
          </Button>
          <Button variant="secondary" aria-disabled={busy || undefined}>
            Back
          </Button>
          <ButtonLink href={HOMEPAGE} variant="link">
            I want to stay
          </ButtonLink>
        </Actions>
      </Stack>
    </form>
  );
}

/** The no-subscription page of product §2, as the app shows it: the note is plain text. */
export function NoSubscriptionExample() {
  return (
    <Stack>
      <NoSubscriptionIllustration />
      <PageHeading title="You don't have an active subscription" />
      <p>
        Please note that your subscription doesn&apos;t include extra tools, so they can&apos;t be
        canceled here.{' '}
        <a href="https://www.example.com/kb/extra-tools">Learn more about extra tools</a>
      </p>
      <Actions>
        <ButtonLink href={HOMEPAGE}>Go to homepage</ButtonLink>
        <ButtonLink variant="link" href="mailto:support@example.com">
          Contact support
        </ButtonLink>
      </Actions>
    </Stack>
  );
}
