import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overlaps, warningOf } from '../ui/helpers';
import { expectWarning, findHeading, findNameField, press, t } from './pageChecks';
import { screenMeta } from './renderScreen';
import { agree, paidDrafts, typeName } from './surveyDrafts';

const meta = {
  title: 'Screens/Survey validation on a phone',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          "On a 360px phone the open warning tooltip takes its own room under the field: it never covers the next label or button. Each play function measures the tooltip's box against them.",
      },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open tooltip shares no area with any of `others`. */
async function expectClearOf(warning: HTMLElement, others: HTMLElement[]) {
  for (const other of others) await expect(overlaps(warning, other)).toBe(false);
}

export const ChooseAnOption: Story = {
  name: 'Step 1: the warning leaves Continue free',
  parameters: { screen: { path: '/cancel/seo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.reason.title'));
    await press(canvasElement, t('buttons.continue'));
    const group = canvas.getByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    await expectWarning(group, t('validation.chooseOption'), radios[0]);
    const warning = warningOf(group);
    await expectClearOf(warning, [
      canvas.getByRole('button', { name: t('buttons.continue') }),
      canvas.getByRole('link', { name: t('buttons.stay') }),
      ...radios.map((radio) => radio.closest('label') ?? radio),
    ]);
  },
};

export const NameRequired: Story = {
  name: 'Step 4: the name warning leaves the Email label free',
  parameters: {
    screen: { path: '/cancel/seo', draft: [...paidDrafts.final, typeName(''), agree] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await findNameField(canvasElement);
    await press(canvasElement, t('buttons.cancelSubscription'));
    await expectWarning(name, t('finalStep.nameRequired'));
    const email = canvas.getByRole('textbox', { name: t('finalStep.email') });
    const emailLabel = canvasElement.querySelector<HTMLElement>(`label[for="${email.id}"]`);
    if (!emailLabel) throw new Error('The e-mail field has no label');
    await expectClearOf(warningOf(name), [name, emailLabel, email]);
  },
};

export const AgreementRequired: Story = {
  name: 'Step 4: the agreement warning leaves Cancel subscription free',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findNameField(canvasElement);
    await press(canvasElement, t('buttons.cancelSubscription'));
    const agreement = canvas.getByRole('checkbox');
    await expectWarning(agreement, t('finalStep.agreementRequired'));
    await expectClearOf(warningOf(agreement), [
      canvas.getByRole('button', { name: t('buttons.cancelSubscription') }),
      canvas.getByRole('link', { name: t('buttons.stay') }),
    ]);
  },
};

export const ServicesRequired: Story = {
  name: 'Step 3.5: the services warning leaves Continue free',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.services } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.competitor.title'));
    await press(canvasElement, t('buttons.continue'));
    const services = canvas.getByRole('textbox', { name: t('survey.services.question') });
    await expectWarning(services, t('validation.fillField'));
    await expectClearOf(warningOf(services), [
      services,
      canvas.getByRole('button', { name: t('buttons.continue') }),
    ]);
  },
};
