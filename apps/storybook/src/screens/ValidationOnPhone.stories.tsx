import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overlaps, warningOf } from '../ui/helpers';
import { expectWarning, findHeading, findNameField, press } from './pageChecks';
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
    await findHeading(canvasElement, "We're sorry to see you go");
    await press(canvasElement, 'Continue');
    const group = canvas.getByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    await expectWarning(group, 'Please choose an option.', radios[0]);
    const warning = warningOf(group);
    await expectClearOf(warning, [
      canvas.getByRole('button', { name: 'Continue' }),
      canvas.getByRole('link', { name: 'I want to stay' }),
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
    await press(canvasElement, 'Cancel subscription');
    await expectWarning(name, 'Please enter your name.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
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
    await press(canvasElement, 'Cancel subscription');
    const agreement = canvas.getByRole('checkbox');
    await expectWarning(agreement, 'Please agree to the terms first.');
    await expectClearOf(warningOf(agreement), [
      canvas.getByRole('button', { name: 'Cancel subscription' }),
      canvas.getByRole('link', { name: 'I want to stay' }),
    ]);
  },
};

export const ServicesRequired: Story = {
  name: 'Step 3.5: the services warning leaves Continue free',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.services } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'One more question');
    await press(canvasElement, 'Continue');
    const services = canvas.getByRole('textbox', { name: 'What services will they be?' });
    await expectWarning(services, 'Please fill in this field.');
    await expectClearOf(warningOf(services), [
      services,
      canvas.getByRole('button', { name: 'Continue' }),
    ]);
  },
};
