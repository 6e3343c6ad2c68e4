import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectWarning, findHeading, findNameField, press } from './pageChecks';
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
    await findHeading(canvasElement, "We're sorry to see you go");
    await press(canvasElement, 'Continue');
    const group = within(canvasElement).getByRole('radiogroup');
    const [firstRadio] = within(group).getAllByRole('radio');
    await expectWarning(group, 'Please choose an option.', firstRadio);
  },
};

export const FillInThisField: Story = {
  name: 'Step 1: Other left empty',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('other')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, "We're sorry to see you go");
    await press(canvasElement, 'Continue');
    const text = within(canvasElement).getByRole('textbox', { name: 'Tell us more' });
    await expectWarning(text, 'Please fill in this field.');
  },
};

export const CommentTooLong: Story = {
  name: 'Step 1: comment too long (1501 characters)',
  parameters: {
    screen: { path: '/cancel/seo', draft: [choose('other'), typeText(proseOfLength(1501))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, "We're sorry to see you go");
    await press(canvasElement, 'Continue');
    const text = canvas.getByRole('textbox', { name: 'Tell us more' });
    await expectWarning(text, 'Please enter your comment within 1,500 characters.');
    // Nothing the customer typed is cut off; the counter says by how much it is over.
    await expect(text).toHaveValue(proseOfLength(1501));
    await expect(canvas.getAllByText('1 character over the limit')[0]).toBeInTheDocument();
  },
};

export const ServicesRequired: Story = {
  name: 'Step 3.5: services left empty',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.services } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'One more question');
    await press(canvasElement, 'Continue');
    const services = within(canvasElement).getByRole('textbox', {
      name: 'What services will they be?',
    });
    await expectWarning(services, 'Please fill in this field.');
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
    await findHeading(canvasElement, 'One more question');
    await press(canvasElement, 'Continue');
    const services = within(canvasElement).getByRole('textbox', {
      name: 'What services will they be?',
    });
    await expectWarning(services, 'Please enter your comment within 250 characters.');
  },
};

export const NameRequired: Story = {
  name: 'Step 4: name left empty',
  parameters: {
    screen: { path: '/cancel/seo', draft: [...paidDrafts.final, typeName(''), agree] },
  },
  play: async ({ canvasElement }) => {
    const name = await findNameField(canvasElement);
    await press(canvasElement, 'Cancel subscription');
    await expectWarning(name, 'Please enter your name.');
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
    await press(canvasElement, 'Cancel subscription');
    await expectWarning(name, 'Please enter your name within 80 characters.');
  },
};

export const AgreementRequired: Story = {
  name: 'Step 4: agreement not ticked',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    await findNameField(canvasElement);
    await press(canvasElement, 'Cancel subscription');
    const agreement = within(canvasElement).getByRole('checkbox');
    await expectWarning(agreement, 'Please agree to the terms first.');
  },
};

/** The tooltip shows only while its field has focus; the field stays marked invalid. */
export const WarningFollowsFocus: Story = {
  name: 'Warning shows only while focused',
  parameters: { screen: { path: '/cancel/seo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, "We're sorry to see you go");
    await press(canvasElement, 'Continue');
    const group = canvas.getByRole('radiogroup');
    const [firstRadio] = within(group).getAllByRole('radio');
    await expectWarning(group, 'Please choose an option.', firstRadio);
    const tooltip = canvas.getByText('Please choose an option.').closest('[data-state]');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(tooltip).toHaveAttribute('data-state', 'closed');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(tooltip).toHaveAttribute('data-state', 'open');
  },
};
