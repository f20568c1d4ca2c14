import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { demoApiHandlers } from '../demo/api/msw.ts';

// Storybook is served from a sub-path in static builds; the worker sits next to iframe.html.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    msw: { handlers: { demoApi: demoApiHandlers() } },
    // axe violations fail the story, in the Storybook UI and when stories run as tests.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
