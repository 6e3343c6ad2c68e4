import { Button, ErrorBanner, PageLayout, PagePlaceholder } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  FinalStepExample,
  footer,
  header,
  NoSubscriptionExample,
  SurveyStepExample,
} from './examples';
import { SUPPORT_EMAIL, texts } from './samples';

const meta = {
  title: 'UI/PageLayout',
  component: PageLayout,
  argTypes: {
    header: { control: false },
    footer: { control: false },
    banner: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The frame of every page: header, the card with the content, footer, and the error banner above the card (`banner`). `width`: `narrow` (a 624px card on a tablet or screen, every page of the flow) or `wide` (880px, for content that needs it, such as a comparison of plans). `card={false}` leaves out the white card: the content sits on the page background.',
          '',
          'On a phone the card takes the full width; nothing scrolls sideways at 320px or at 200 % zoom.',
        ].join('\n'),
      },
    },
    layout: 'fullscreen',
  },
  args: { header, footer, children: <SurveyStepExample /> },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing may scroll sideways, down to 320px and at 200 % zoom. */
async function expectNoHorizontalScroll() {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const SurveyStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading'));
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expectNoHorizontalScroll();
    // The actions stack to full width, the primary one on top.
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Continue' });
    const stay = canvas.getByRole('link', { name: 'I want to stay' });
    await expect(primary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      stay.getBoundingClientRect().top,
    );
    await expect(primary.getBoundingClientRect().width).toBe(stay.getBoundingClientRect().width);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { children: <FinalStepExample /> },
  play: expectNoHorizontalScroll,
};

export const Screen: Story = {
  globals: { viewport: { value: 'screen', isRotated: false } },
  args: { children: <FinalStepExample busy /> },
};

/** `width="wide"`: on a screen the card is 880px wide, for content that needs the room. */
export const Wide: Story = {
  args: { width: 'wide' },
  globals: { viewport: { value: 'screen', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.cf-page__card')!;
    await expect(card.getBoundingClientRect().width).toBe(880);
    await expectNoHorizontalScroll();
  },
};

/** `card={false}`: no white card; the content sits straight on the page's background. */
export const WithoutCard: Story = {
  args: { card: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main.querySelector('.cf-card')).toBeNull();
    // Nothing between the page and the heading paints a background of its own.
    const page = main.closest('.cf-page');
    let box = canvas.getByRole('heading').parentElement;
    while (box && box !== page) {
      await expect(getComputedStyle(box).backgroundColor).toBe('rgba(0, 0, 0, 0)');
      box = box.parentElement;
    }
  },
};

/**
 * `banner`: the global error above the card, as the app shows it when a call fails (here sending
 * step 4): the support e-mail as a link and Try again.
 */
export const WithBanner: Story = {
  args: {
    banner: (
      <ErrorBanner
        tabIndex={-1}
        message={texts.en.banner}
        email={SUPPORT_EMAIL}
        actions={
          <Button variant="secondary" onClick={fn()}>
            Try again
          </Button>
        }
      />
    ),
    children: <FinalStepExample />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(canvas.getByRole('main')).toContainElement(banner);
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvasElement.querySelector('.cf-page__card')!.getBoundingClientRect().top,
    );
    await expect(within(banner).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const SurveyStepWithError: Story = {
  args: { children: <SurveyStepExample error={texts.en.chooseOption} /> },
};

/** While the page's data loads: the placeholder only. */
export const Loading: Story = {
  args: { children: <PagePlaceholder label="Loading…" /> },
};

/** The load failed: the global error banner over the placeholder (product §8). */
export const LoadingFailed: Story = {
  args: {
    children: (
      <PagePlaceholder label="Loading…">
        <ErrorBanner message={texts.en.banner} email={SUPPORT_EMAIL} />
      </PagePlaceholder>
    ),
  },
};

export const NoSubscription: Story = {
  args: { children: <NoSubscriptionExample /> },
};

/** The narrowest phone: 320px wide. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { children: <FinalStepExample /> },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    await expectNoHorizontalScroll();
  },
};
