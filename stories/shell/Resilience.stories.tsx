import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Shell } from '../../src/shell/Shell.tsx';
import { atCustomerStep, failure, localeOf, ShellStory } from './storyRuntime.tsx';

/**
 * What the customer step says when a call failed for a reason that is not the order's content (DESIGN.md,
 * "Sessions, refusals and time limits"): an ended session, a save past its time limit, a lost connection.
 */
const meta = {
  title: 'Shell/Failed calls',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer step in the given state of the flow, session and connection regions, with a failed save. */
const customerStep = (customer: string, session: string, connection: string, apiError: object | null) => {
  const at = atCustomerStep('VOIPPRIV', () => ({ apiError: apiError as never }));
  return { ...at, value: { ready: { page: { plan: { flow: { customer } } }, modal: 'closed', quoteStatus: 'initial', session, connection } } as OrderSnapshot['value'] };
};

const shows = (canvasElement: HTMLElement, text: RegExp) => waitFor(() => expect(canvasElement.ownerDocument.body.textContent).toMatch(text), { timeout: 30_000 });

export const SessionEnded: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={customerStep('editing', 'ended', 'online', { message: '', call: 'saveOrder', code: 'ERR_SESSION_ENDED', status: 401 })} />
  ),
  play: async ({ canvasElement }) => shows(canvasElement, /Ihre Sitzung ist abgelaufen|Your session has ended|Uw sessie is verlopen|Votre session a expiré/),
};
export const SessionEndedInEnglish: Story = { ...SessionEnded, globals: { locale: 'en' } };

/** Issue 48: a new session that could not take over the order saved so far, after 3 tries; the form keeps everything. */
export const SessionNotRestored: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={customerStep('editing', 'notRestored', 'online', null)} />,
  play: async ({ canvasElement }) =>
    shows(canvasElement, /Ihre Bestellung konnte nicht in die neue Sitzung übernommen werden|Your order could not be carried over|Uw bestelling kon niet worden overgenomen|Votre commande n'a pas pu être reprise/),
};
export const SessionNotRestoredInEnglish: Story = { ...SessionNotRestored, globals: { locale: 'en' } };
export const SessionNotRestoredInDutch: Story = { ...SessionNotRestored, globals: { locale: 'nl' } };
export const SessionNotRestoredInFrench: Story = { ...SessionNotRestored, globals: { locale: 'fr' } };

export const SaveTimedOut: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={customerStep('editing', 'active', 'online', { message: '', call: 'saveOrder', code: 'ERR_TIMEOUT' })} />
  ),
  play: async ({ canvasElement }) => shows(canvasElement, /Der Server hat nicht rechtzeitig geantwortet|The server did not answer in time|De server heeft niet op tijd|Le serveur n'a pas répondu/),
};

export const SaveBusy: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={customerStep('editing', 'active', 'online', failure(429, 'saveOrder'))} />,
  play: async ({ canvasElement }) => shows(canvasElement, /Der Server ist gerade ausgelastet|The server is busy|De server is op dit moment druk|Le serveur est actuellement surchargé/),
};

export const OfflineWaitingSave: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={customerStep('waitingForConnection', 'active', 'offline', { message: '', call: 'saveOrder', code: 'ERR_NETWORK' })} />
  ),
  play: async ({ canvasElement }) => shows(canvasElement, /Sie sind offline|You are offline|U bent offline|Vous êtes hors ligne/),
};
export const OfflineWaitingSaveInFrench: Story = { ...OfflineWaitingSave, globals: { locale: 'fr' } };
