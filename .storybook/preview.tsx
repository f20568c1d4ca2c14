import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { demoApiHandlers } from '../demo/api/msw.ts';
import '../src/styles.css';

// Storybook is served from a sub-path in static builds; the worker sits next to iframe.html.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });

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
  loaders: [mswLoader],
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
    msw: { handlers: { demoApi: demoApiHandlers() } },
    // axe violations fail the story, in the Storybook UI and when stories run as tests.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
