import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translationsFor } from '../../demo/api/fixtures/translations/index.ts';
import { addMessages, createI18n } from '../../src/i18n/createI18n.ts';
import { PageLoadFailed as PageLoadFailedScreen } from '../../src/shell/Pages.tsx';
import { StepLoadFailed, StepSkeleton } from '../../src/shell/steps/StepScreen.tsx';
import type { StoryLocale } from '../ui/texts.ts';

/**
 * A step's screen is a lazy chunk: what the frame shows while it loads, and when it could not be loaded; and a page's
 * chunk (the plan flow, the message pages) that could not be loaded.
 */
const meta = {
  title: 'Shell/Step screen loading',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTexts({ locale, children }: { locale: StoryLocale; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createI18n(locale);
    addMessages(instance, translationsFor('order4'));
    return instance;
  }, [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const localeOf = (globals: Record<string, unknown>) => (globals.locale as StoryLocale | undefined) ?? 'de';

export const Loading: Story = {
  render: (_, { globals }) => (
    <WithTexts locale={localeOf(globals)}>
      <StepSkeleton />
    </WithTexts>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingInFrench: Story = { ...Loading, globals: { locale: 'fr' } };

const retry = fn();

export const LoadFailed: Story = {
  render: (_, { globals }) => (
    <WithTexts locale={localeOf(globals)}>
      <StepLoadFailed onRetry={retry} />
    </WithTexts>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(retry).toHaveBeenCalled();
  },
};

export const LoadFailedInEnglish: Story = { ...LoadFailed, globals: { locale: 'en' } };
export const LoadFailedInDutch: Story = { ...LoadFailed, globals: { locale: 'nl' } };

const pageRetry = fn();

/** The plan flow's or a message page's chunk lost: a lost connection, with a retry (src/shell/Pages.tsx). */
export const PageLoadFailed: Story = {
  render: (_, { globals }) => (
    <WithTexts locale={localeOf(globals)}>
      <PageLoadFailedScreen onRetry={pageRetry} />
    </WithTexts>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(pageRetry).toHaveBeenCalled();
  },
};

export const PageLoadFailedInFrench: Story = { ...PageLoadFailed, globals: { locale: 'fr' } };
