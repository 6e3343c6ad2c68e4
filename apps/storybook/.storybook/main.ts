import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions } from 'vite';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal(config) {
    // Read the workspace packages (ui, i18n, …) from source: no build needed, edits show at once.
    config.resolve = {
      ...config.resolve,
      conditions: ['@cancel-flow/source', ...defaultClientConditions],
    };
    return config;
  },
});
