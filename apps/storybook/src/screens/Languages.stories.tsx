import type { Meta, StoryObj } from '@storybook/react-vite';
import type { I18n } from '@cancel-flow/i18n';
import { expect, within } from 'storybook/test';
import { expectNoSidewaysScroll, findHeading, PAGE_LOAD } from './pageChecks';
import { screenMeta } from './renderScreen';
import { paidDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Languages',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'Every screen story follows the Language toolbar; these pin a language and a viewport to check long and CJK texts where space is tight.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of the language the story shows (the toolbar's I18n). */
const textsOf = (context: { loaded: Record<string, unknown> }) => (context.loaded.i18n as I18n).t;

/** German's long words on the 320px phone: step 4 still fits without sideways scrolling. */
export const GermanStep4OnSmallestPhone: Story = {
  name: 'German, step 4, smallest phone',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  globals: { locale: 'de', viewport: { value: 'narrow', isRotated: false } },
  play: async (context) => {
    const t = textsOf(context);
    await findHeading(context.canvasElement, t('steps.final.title'));
    // Step 4's form loads on its own: wait for its button.
    await within(context.canvasElement).findByRole(
      'button',
      { name: t('buttons.cancelSubscription') },
      PAGE_LOAD,
    );
    await expect(document.documentElement.lang).toBe('de');
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** Japanese on a 360px phone: check-your-email with the countdown. */
export const JapaneseCheckEmailOnMobile: Story = {
  name: 'Japanese, check your email, mobile',
  parameters: { screen: { path: '/cancel/seo', sent: true } },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const t = textsOf(context);
    await findHeading(context.canvasElement, t('checkEmail.title'));
    // Waiting for its countdown: unavailable, still focusable (aria-disabled).
    await expect(
      within(context.canvasElement).getByRole('button', { name: t('buttons.resendEmail') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(document.documentElement.lang).toBe('ja');
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** Korean on a 360px phone: the no-subscription note and its link, words never split. */
export const KoreanNoSubscriptionOnMobile: Story = {
  name: 'Korean, no subscription, mobile',
  parameters: { screen: { path: '/cancel/no-subscription' } },
  globals: { locale: 'ko', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const t = textsOf(context);
    await findHeading(context.canvasElement, t('noSubscription.title'));
    await expect(document.documentElement.lang).toBe('ko');
    const root = context.canvasElement.querySelector('.cf-root') ?? context.canvasElement;
    await expect(getComputedStyle(root).wordBreak).toBe('keep-all');
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** Portuguese step 1: "Continuar" above a stay button that does not repeat it. */
export const PortugueseStep1: Story = {
  name: 'Portuguese, step 1',
  parameters: { screen: { path: '/cancel/seo' } },
  globals: { locale: 'pt' },
  play: async (context) => {
    const t = textsOf(context);
    await findHeading(context.canvasElement, t('steps.reason.title'));
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: t('buttons.continue') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('buttons.stay') })).toBeVisible();
  },
};
