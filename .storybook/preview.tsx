import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { demoApiHandlers } from '../demo/api/msw.ts';
import '../src/styles/styles.css';

/**
 * The demo API answers /api/ in every story through msw (initial handlers survive the addon's reset between
 * stories). The worker script sits next to iframe.html, so a static build works from any sub-path.
 */
async function startDemoApiWorker() {
  const worker = setupWorker(...demoApiHandlers());
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}

// findBy and waitFor in play functions give up after 1 s by default: a lazy chunk or a full render on a busy
// 2-core machine can take longer. A wait that passes never waits the whole timeout.
configure({ asyncUtilTimeout: 30_000 });

export const locales = ['de', 'en', 'nl', 'fr'] as const;
export type StoryLocale = (typeof locales)[number];

/** Brand themes a designer can switch between: the defaults, and a partner portal's colours. */
const themes: Record<string, Record<string, string>> = {
  default: {},
  partner: {
    '--order-form-brand': '#0f766e',
    '--order-form-accent': '#b45309',
    '--order-form-radius': '0.125rem',
  },
};

const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = (context.globals.locale as StoryLocale | undefined) ?? 'de';
  const theme = themes[(context.globals.theme as string | undefined) ?? 'default'] ?? {};
  document.documentElement.lang = locale;
  return (
    <div lang={locale} style={theme as React.CSSProperties} className="font-sans text-slate-900">
      <Story />
    </div>
  );
};

const preview: Preview = {
  loaders: [mswLoader(startDemoApiWorker)],
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Brand theme (CSS custom properties on the host)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(themes), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'de', theme: 'default' },
  parameters: {
    // axe violations fail the story, in the Storybook UI and when stories run as tests.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
