import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectWarning, findHeading, findNameField, press, t } from './pageChecks';
import { screenMeta } from './renderScreen';
import {
  agree,
  choose,
  paidDrafts,
  proseOfLength,
  typeName,
  typeServices,
  typeText,
} from './surveyDrafts';

const meta = {
  title: 'Screens/Survey validation',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          "product §5's messages, each in the warning tooltip of the field that focus moves to after Continue or Cancel subscription. The play function presses the button; move focus away and back to hide and show the tooltip.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 81 characters: one over the name limit. */
const LONG_NAME =
  'Maximiliane Alexandra Josephine von Hohenberg-Waldstein zu Oberschleissheim-Erding'.slice(0, 81);

export const ChooseAnOption: Story = {
  name: 'Step 1: choose an option',
  parameters: { screen: { path: '/cancel/seo' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.reason.title'));
    await press(canvasElement, t('buttons.continue'));
    const group = within(canvasElement).getByRole('radiogroup');
    const [firstRadio] = within(group).getAllByRole('radio');
    await expectWarning(group, t('validation.chooseOption'), firstRadio);
  },
};

export const FillInThisField: Story = {
  name: 'Step 1: Other left empty',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('other')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.reason.title'));
    await press(canvasElement, t('buttons.continue'));
    const text = within(canvasElement).getByRole('textbox', { name: t('fields.freeTextLabel') });
    await expectWarning(text, t('validation.fillField'));
  },
};

export const CommentTooLong: Story = {
  name: 'Step 1: comment too long (1501 characters)',
  parameters: {
    screen: { path: '/cancel/seo', draft: [choose('other'), typeText(proseOfLength(1501))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.reason.title'));
    await press(canvasElement, t('buttons.continue'));
    const text = canvas.getByRole('textbox', { name: t('fields.freeTextLabel') });
    await expectWarning(text, t('validation.commentTooLong', { count: 1500 }));
    // Nothing the customer typed is cut off; the counter says by how much it is over.
    await expect(text).toHaveValue(proseOfLength(1501));
    await expect(
      canvas.getAllByText(t('fields.charactersOver', { count: 1 }))[0],
    ).toBeInTheDocument();
  },
};

export const ServicesRequired: Story = {
  name: 'Step 3.5: services left empty',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.services } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.competitor.title'));
    await press(canvasElement, t('buttons.continue'));
    const services = within(canvasElement).getByRole('textbox', {
      name: t('survey.services.question'),
    });
    await expectWarning(services, t('validation.fillField'));
  },
};

export const ServicesTooLong: Story = {
  name: 'Step 3.5: services too long (251 characters)',
  parameters: {
    screen: {
      path: '/cancel/seo',
      draft: [...paidDrafts.services, typeServices(proseOfLength(251))],
    },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.competitor.title'));
    await press(canvasElement, t('buttons.continue'));
    const services = within(canvasElement).getByRole('textbox', {
      name: t('survey.services.question'),
    });
    await expectWarning(services, t('validation.commentTooLong', { count: 250 }));
  },
};

export const NameRequired: Story = {
  name: 'Step 4: name left empty',
  parameters: {
    screen: { path: '/cancel/seo', draft: [...paidDrafts.final, typeName(''), agree] },
  },
  play: async ({ canvasElement }) => {
    const name = await findNameField(canvasElement);
    await press(canvasElement, t('buttons.cancelSubscription'));
    await expectWarning(name, t('finalStep.nameRequired'));
  },
};

export const NameTooLong: Story = {
  name: 'Step 4: name too long (81 characters)',
  parameters: {
    screen: { path: '/cancel/seo', draft: [...paidDrafts.final, typeName(LONG_NAME), agree] },
  },
  play: async ({ canvasElement }) => {
    const name = await findNameField(canvasElement);
    await expect(name).toHaveValue(LONG_NAME);
    await press(canvasElement, t('buttons.cancelSubscription'));
    await expectWarning(name, t('finalStep.nameTooLong', { count: 80 }));
  },
};

export const AgreementRequired: Story = {
  name: 'Step 4: agreement not ticked',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    await findNameField(canvasElement);
    await press(canvasElement, t('buttons.cancelSubscription'));
    const agreement = within(canvasElement).getByRole('checkbox');
    await expectWarning(agreement, t('finalStep.agreementRequired'));
  },
};

/** The tooltip shows only while its field has focus; the field stays marked invalid. */
export const WarningFollowsFocus: Story = {
  name: 'Warning shows only while focused',
  parameters: { screen: { path: '/cancel/seo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.reason.title'));
    await press(canvasElement, t('buttons.continue'));
    const group = canvas.getByRole('radiogroup');
    const [firstRadio] = within(group).getAllByRole('radio');
    await expectWarning(group, t('validation.chooseOption'), firstRadio);
    const tooltip = canvas.getByText(t('validation.chooseOption')).closest('[data-state]');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(tooltip).toHaveAttribute('data-state', 'closed');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(tooltip).toHaveAttribute('data-state', 'open');
  },
};
