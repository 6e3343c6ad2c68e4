import '@cancel-flow/ui/styles.css';
import {
  INTERNAL_DEFAULT_PROJECT_ANNOTATIONS as reactRenderer,
  type Decorator,
  type Preview,
} from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { ComponentDocsPage } from './ComponentDocsPage';
import { DocsStoryAtViewport } from './DocsStoryAtViewport';
import { keepDocsPageScrollOnFocus } from './docsFrame';
import { i18nLoader, localeGlobalType, withI18n } from './locale';
import { withUnionMembers } from './unionTypes';

/** Stories render inside the kit's root class: system font, text colour, 16px base text. */
const withKitRoot: Decorator = (Story) => (
  <div className="cf-root">
    <Story />
  </div>
);

/**
 * Storybook's preview page has `<base target="_parent">`, so a plain link (the app's "Go to
 * homepage", a help link, a kit story's link) would load its page in the whole Storybook tab.
 * Links that something already handled (React Router, `InAppLinks` for /cancel, an onClick that
 * calls preventDefault) are left alone; any other link click is stopped here and logged in the
 * Actions panel. Listening on `window` in the bubble phase runs after the app's handlers and
 * `InAppLinks` (on `document`); installed once for every story and docs page.
 */
function keepLinksInStory(win: Window & { __cfKeepLinks?: true }) {
  if (win.__cfKeepLinks) return;
  win.__cfKeepLinks = true;
  const logLink = action('link');
  win.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, win.location.href);
    // A jump within the same page (a docs page's table of contents) does not leave the story.
    const samePage = url.origin === win.location.origin && url.pathname === win.location.pathname;
    if (samePage && url.search === win.location.search && url.hash) return;
    event.preventDefault();
    logLink(link.href);
  });
}
keepLinksInStory(window);
keepDocsPageScrollOnFocus(window);

const preview: Preview = {
  // A docs page for every kit component; screen files opt out (renderScreen's `screenMeta`) and
  // have an MDX page per screen group instead.
  tags: ['autodocs'],
  globalTypes: { locale: localeGlobalType },
  initialGlobals: { locale: 'en' },
  // mswLoader() starts the Mock Service Worker once and applies each story's `parameters.msw`.
  loaders: [mswLoader(), i18nLoader],
  decorators: [withKitRoot, withI18n],
  parameters: {
    layout: 'padded',
    options: {
      // The introduction, foundations, then the kit, then the screens in the order a customer
      // meets them.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'UI',
          'Screens',
          [
            'Toolkit choice',
            'Survey (paid)',
            'Survey (trial)',
            'Survey follow-up questions',
            'Survey validation',
            'Survey validation on a phone',
            'Plan, whole suite and growth kit',
            'Retention offers',
            'Check your email',
            'Confirm unsubscribe',
            'Page states',
            'Global error',
            'Languages',
          ],
        ],
      },
    },
    viewport: {
      options: {
        narrow: {
          name: 'Smallest phone (320 × 640)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile: {
          name: 'Mobile (360 × 740)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 × 1024)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        screen: {
          name: 'Screen (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: { test: 'error' },
    controls: { expanded: true },
    docs: {
      page: ComponentDocsPage,
      // The props tables: React's own (react-docgen, main.ts), each union prop showing its values
      // (`'primary' | 'secondary' | …`) instead of the bare word "union".
      extractArgTypes: withUnionMembers(reactRenderer.parameters?.docs?.extractArgTypes),
      // A story pinned to a phone or tablet shows at that size on docs pages too.
      components: { DocsStory: DocsStoryAtViewport },
      // Sections (h2) too, not only Storybook's default h3: the Foundations pages are organised by
      // h2. Headings inside the stories' canvases (a PageHeading's h1/h2) are not sections.
      toc: { headingSelector: 'h2, h3', ignoreSelector: '.docs-story *' },
    },
  },
};

export default preview;
