import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js: msw answers /api/ with the demo API, so a static build needs no server.
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
