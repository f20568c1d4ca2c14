import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { SubmitWaitMessage } from '../../src/steps/confirm/SubmitWaitMessage.tsx';
import type { SubmitWait } from '../../src/steps/confirm/useSubmission.ts';
import { Button } from '../../src/ui/index.ts';
import { localeOf, OnStoryRuntime } from '../shell/storyRuntime.tsx';
import type { StoryLocale } from '../ui/texts.ts';

/**
 * The order button's area while `POST orders` does not answer (issue 41): at once (the spinner), after 10 s (still
 * being sent, do not close the page) and after 60 s (send again: the same order, once); in four languages. The
 * timing itself is the submission machine's, tested there and end to end.
 */
const meta = {
  title: 'Steps/Submit without an answer',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SubmitArea({ wait }: { wait: SubmitWait }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-md space-y-3">
      <Button id="confirm-submit" type="submit" size="lg" pending={wait !== 'stalled'} pendingLabel={t('confirm.submitting')}>
        {wait === 'stalled' ? t('confirm.retry') : t('confirm.submit')}
      </Button>
      <SubmitWaitMessage wait={wait} />
    </div>
  );
}

/** The area on a story runtime (its translations are the demo API's, through msw, as the element's are). */
function SubmitWaitStory({ locale, wait }: { locale: StoryLocale; wait: SubmitWait }) {
  return (
    <OnStoryRuntime url="/" language={locale}>
      <SubmitArea wait={wait} />
    </OnStoryRuntime>
  );
}

const messageOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const message = canvasElement.querySelector<HTMLElement>('[data-part="submit-wait"]');
    expect(message).not.toBeNull();
    return message!;
  }, { timeout: 30_000 });

export const Sending: Story = {
  render: (_, { globals }) => <SubmitWaitStory key={localeOf(globals)} locale={localeOf(globals)} wait="none" />,
  play: async ({ canvasElement }) => {
    const message = await messageOf(canvasElement);
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(message.textContent).toBe('');
  },
};

export const StillBeingSent: Story = {
  render: (_, { globals }) => <SubmitWaitStory key={localeOf(globals)} locale={localeOf(globals)} wait="slow" />,
  play: async ({ canvasElement }) => {
    const message = await messageOf(canvasElement);
    await waitFor(() => expect(message.textContent).toMatch(/Ihre Bestellung wird noch gesendet/));
  },
};
export const StillBeingSentInDutch: Story = {
  ...StillBeingSent,
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const message = await messageOf(canvasElement);
    await waitFor(() => expect(message.textContent).toMatch(/Uw bestelling wordt nog verzonden/));
  },
};

export const RetryOffered: Story = {
  render: (_, { globals }) => <SubmitWaitStory key={localeOf(globals)} locale={localeOf(globals)} wait="stalled" />,
  play: async ({ canvasElement }) => {
    const message = await messageOf(canvasElement);
    await waitFor(() => expect(message.textContent).toMatch(/erneut senden/));
    await expect(canvasElement.querySelector('#confirm-submit')).toHaveAttribute('data-state', 'idle');
  },
};
export const RetryOfferedInFrench: Story = {
  ...RetryOffered,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const message = await messageOf(canvasElement);
    await waitFor(() => expect(message.textContent).toMatch(/renvoyer la commande/));
  },
};
