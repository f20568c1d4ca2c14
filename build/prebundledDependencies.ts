/**
 * What the development config (Vitest's browser projects, Storybook) pre-bundles at start-up: a dependency
 * discovered in the middle of a browser run reloads the page and fails the test file that was loading (a fresh
 * clone has no optimizer cache).
 */
export const prebundledDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'xstate',
  '@xstate/react',
  'i18next',
  'react-i18next',
  'ky',
  'zod/mini',
  'dayjs',
  'ibantools',
  'libphonenumber-js/max',
  '@floating-ui/react',
  '@r2wc/react-to-web-component',
  'hono',
  'hono/cookie',
  'msw',
  'msw/browser',
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@testing-library/react',
  'storybook/test',
  'msw-storybook-addon/csf3',
  '@storybook/addon-a11y/preview',
];
