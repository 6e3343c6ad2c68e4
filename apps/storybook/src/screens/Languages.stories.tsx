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

/**
 * A story of `language` on `screen` at `viewport`: its heading in the language, `<html lang>` set,
 * and nothing sticking out sideways. Each story names itself in a literal, which the sidebar reads.
 */
function languageStory(
  language: Language,
  screen: ScreenSetup,
  viewport: 'narrow' | 'mobile',
  heading: (t: TFunction) => string,
): Omit<Story, 'name'> {
  return {
    parameters: { screen },
    globals: { locale: language, viewport: { value: viewport, isRotated: false } },
    play: async (context) => {
      await findHeading(context.canvasElement, heading(textsOf(context)));
      await expect(document.documentElement.lang).toBe(language);
      await expectNoSidewaysScroll(context.canvasElement);
    },
  };
}

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
  ...languageStory('es', { path: '/cancel/seo', draft: paidDrafts.final }, 'narrow', (t) =>
    t('steps.final.title'),
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
  ...languageStory('zh', { path: '/cancel/seo', draft: paidDrafts.final }, 'narrow', (t) =>
    t('steps.final.title'),
  ),
};
