import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions } from 'vite';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Hover, pressed and focus shown without a pointer: the kit's interaction states as stories.
    'storybook-addon-pseudo-states',
  ],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // react-docgen reads the kit's own prop interfaces and their JSDoc from source; unlike
  // react-docgen-typescript it leaves out the hundreds of inherited native props.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(config) {
    // Read the workspace packages (ui, i18n, …) from source: no build needed, edits show at once.
    config.resolve = {
      ...config.resolve,
      conditions: ['@cancel-flow/source', ...defaultClientConditions],
    };
    // Dependencies the screen stories reach only through the app's source (lazy pages, the
    // api-client): bundled up front, or Vite discovers them mid-test-run and reloads the page.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        'react-router-dom',
        'storybook/actions',
        'msw',
        '@cancel-flow/cancel-web > react-hook-form',
        '@cancel-flow/cancel-web > @hookform/resolvers/standard-schema',
        '@cancel-flow/cancel-web > @sentry/browser',
        // preview.tsx wraps the React renderer's props tables (extractArgTypes) from here.
        '@storybook/react-vite',
      ],
    };
    return config;
  },
});
