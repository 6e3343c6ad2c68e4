import { confirmUnsubscribePath } from '@cancel-flow/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { I18n, Language, TFunction } from '@cancel-flow/i18n';
import { expect, within } from 'storybook/test';
import { expectNoSidewaysScroll, findHeading, PAGE_LOAD } from './pageChecks';
import { screenMeta } from './renderScreen';
import type { ScreenSetup } from './renderScreen';
import { offerDrafts, paidDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Languages',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'Every screen story follows the Language toolbar; these pin one language each, all 14, on a screen and a viewport where its texts are tight: long words, CJK, diacritics, plural forms.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of the language the story shows (the toolbar's I18n). */
const textsOf = (context: { loaded: Record<string, unknown> }) => (context.loaded.i18n as I18n).t;

/** What a story checks once its heading shows, with the story's texts. */
type ScreenCheck = (canvasElement: HTMLElement, t: TFunction) => Promise<void>;

/**
 * A story of `language` on `screen` at `viewport`: its heading in the language, then `more`, then
 * `<html lang>` set and nothing sticking out sideways. Each story names itself in a literal, which
 * the sidebar reads.
 */
function languageStory(
  language: Language,
  screen: ScreenSetup,
  viewport: 'narrow' | 'mobile',
  heading: (t: TFunction) => string,
  more?: ScreenCheck,
): Omit<Story, 'name'> {
  return {
    parameters: { screen },
    globals: { locale: language, viewport: { value: viewport, isRotated: false } },
    play: async (context) => {
      const t = textsOf(context);
      await findHeading(context.canvasElement, heading(t));
      await more?.(context.canvasElement, t);
      await expect(document.documentElement.lang).toBe(language);
      await expectNoSidewaysScroll(context.canvasElement);
    },
  };
}

/** Step 4's form loads on its own: its button, before anything is measured. */
const step4FormShown: ScreenCheck = async (canvasElement, t) => {
  await within(canvasElement).findByRole(
    'button',
    { name: t('buttons.cancelSubscription') },
    PAGE_LOAD,
  );
};

/** German's long words on the 320px phone: step 4 still fits without sideways scrolling. */
export const GermanStep4OnSmallestPhone: Story = {
  name: 'German, step 4, smallest phone',
  ...languageStory(
    'de',
    { path: '/cancel/seo', draft: paidDrafts.final },
    'narrow',
    (t) => t('steps.final.title'),
    step4FormShown,
  ),
};

/** Japanese on a 360px phone: check-your-email with the countdown. */
export const JapaneseCheckEmailOnMobile: Story = {
  name: 'Japanese, check your email, mobile',
  ...languageStory(
    'ja',
    { path: '/cancel/seo', sent: true },
    'mobile',
    (t) => t('checkEmail.title'),
    async (canvasElement, t) => {
      // Waiting for its countdown: unavailable, still focusable (aria-disabled).
      await expect(
        within(canvasElement).getByRole('button', { name: t('buttons.resendEmail') }),
      ).toHaveAttribute('aria-disabled', 'true');
    },
  ),
};

/** Korean on a 360px phone: the no-subscription note and its link, words never split. */
export const KoreanNoSubscriptionOnMobile: Story = {
  name: 'Korean, no subscription, mobile',
  ...languageStory(
    'ko',
    { path: '/cancel/no-subscription' },
    'mobile',
    (t) => t('noSubscription.title'),
    async (canvasElement) => {
      const root = canvasElement.querySelector('.cf-root') ?? canvasElement;
      await expect(getComputedStyle(root).wordBreak).toBe('keep-all');
    },
  ),
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

export const EnglishLowerPlanOnSmallestPhone: Story = {
  name: 'English, the lower plan offer, smallest phone',
  ...languageStory(
    'en',
    { path: '/cancel/seo', scenario: 'offer', draft: offerDrafts.downgrade },
    'narrow',
    (t) => t('offer.downgrade.title'),
  ),
};

export const SpanishStep4OnSmallestPhone: Story = {
  name: 'Spanish, step 4, smallest phone',
  ...languageStory(
    'es',
    { path: '/cancel/seo', draft: paidDrafts.final },
    'narrow',
    (t) => t('steps.final.title'),
    step4FormShown,
  ),
};

export const FrenchLoyalPriceOnMobile: Story = {
  name: 'French, the loyal price offer, mobile',
  ...languageStory(
    'fr',
    { path: '/cancel/seo', scenario: 'offer', draft: offerDrafts.loyalPrice },
    'mobile',
    (t) => t('offer.loyalPrice.title'),
  ),
};

export const ItalianToolkitChoiceOnMobile: Story = {
  name: 'Italian, toolkit choice, mobile',
  ...languageStory('it', { path: '/cancel' }, 'mobile', (t) => t('toolkitChoice.title')),
};

export const DutchStep2OnSmallestPhone: Story = {
  name: 'Dutch, step 2, smallest phone',
  ...languageStory('nl', { path: '/cancel/seo', draft: paidDrafts.step2 }, 'narrow', (t) =>
    t('steps.followUp.title'),
  ),
};

export const PolishCheckEmailOnSmallestPhone: Story = {
  name: 'Polish, check your email, smallest phone',
  ...languageStory('pl', { path: '/cancel/seo', sent: true }, 'narrow', (t) =>
    t('checkEmail.title'),
  ),
};

export const SwedishConfirmedOnMobile: Story = {
  name: 'Swedish, cancellation confirmed by the link, mobile',
  ...languageStory(
    'sv',
    { path: (mock) => confirmUnsubscribePath('seo', mock.issueConfirmationKey('seo')) },
    'mobile',
    (t) => t('confirm.successTitle'),
  ),
};

export const TurkishStep3OnSmallestPhone: Story = {
  name: 'Turkish, step 3, smallest phone',
  ...languageStory('tr', { path: '/cancel/seo', draft: paidDrafts.step3 }, 'narrow', (t) =>
    t('steps.competitor.title'),
  ),
};

export const VietnameseStep1OnMobile: Story = {
  name: 'Vietnamese, step 1, mobile',
  ...languageStory('vi', { path: '/cancel/seo' }, 'mobile', (t) => t('steps.reason.title')),
};

export const ChineseStep4OnSmallestPhone: Story = {
  name: 'Chinese, step 4, smallest phone',
  ...languageStory(
    'zh',
    { path: '/cancel/seo', draft: paidDrafts.final },
    'narrow',
    (t) => t('steps.final.title'),
    step4FormShown,
  ),
};
