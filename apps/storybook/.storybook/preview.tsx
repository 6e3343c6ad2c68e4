import '@cancel-flow/ui/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ComponentDocsPage } from './ComponentDocsPage';
import { i18nLoader, localeGlobalType, withI18n } from './locale';

/** Stories render inside the kit's root class: system font, text colour, 16px base text. */
const withKitRoot: Decorator = (Story) => (
  <div className="cf-root">
    <Story />
  </div>
);

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
    docs: { page: ComponentDocsPage, toc: true },
  },
};

export default preview;
