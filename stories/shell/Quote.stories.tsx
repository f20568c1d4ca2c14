import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { createApiClient } from '../../src/api/index.ts';
import { Shell } from '../../src/shell/Shell.tsx';
import { openCartAt } from './cartPlay.ts';
import { atCustomerStep, localeOf, ShellStory } from './storyRuntime.tsx';

/**
 * The quote request in the cart of a business plan (spec sections 2, 4, 5, 8) in each state: hidden, revealed,
 * invalid, pending, success and each failure; and the link-created page. On the demo API through msw, with
 * faults where a state needs a slow or failing server; sampled in four languages.
 */
const meta = {
  title: 'Shell/Quote and plan link',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

const onCustomer = atCustomerStep('VOIPBIZ');

const fault = (body: Record<string, unknown>) =>
  fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'quotes', times: 1, ...body }) });

/** The cart opened, its quote section loaded. */
async function openQuote(canvasElement: HTMLElement) {
  const { dialog, section } = await openCartAt(canvasElement, 'quote');
  const quoteButton = section.querySelector<HTMLButtonElement>('[data-part="quote-button"]')!;
  return { dialog, section, quoteButton };
}

const input = (section: HTMLElement, name: string) => section.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function reveal(canvasElement: HTMLElement) {
  const opened = await openQuote(canvasElement);
  await userEvent.click(opened.quoteButton);
  await waitFor(() => expect(opened.section).toHaveAttribute('data-state', 'revealed'), slow);
  return opened;
}

async function fillValidly(section: HTMLElement) {
  await userEvent.type(input(section, 'companyName'), 'Nordwind Logistik GmbH');
  await userEvent.type(input(section, 'firstName'), 'Jana');
  await userEvent.type(input(section, 'lastName'), 'Weiß');
  await userEvent.type(input(section, 'email'), 'jana@example.com');
  await userEvent.type(input(section, 'phoneNumberQuote'), '030 1234567');
  await userEvent.click(input(section, 'personalDataUseConsent'));
}

const render: Story['render'] = (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/customer/" at={onCustomer} />;

export const Hidden: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await openQuote(canvasElement);
    await expect(section).toHaveAttribute('data-state', 'hidden');
    await expect(section.querySelector('[data-part="quote-form"]')).toBeNull();
    await expect(quoteButton).toBeEnabled();
  },
};
export const HiddenInFrench: Story = { ...Hidden, globals: { locale: 'fr' } };

export const Revealed: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await reveal(canvasElement);
    await waitFor(() => expect(input(section, 'companyName')).toHaveFocus(), slow);
    await expect(quoteButton).toBeDisabled();
  },
};
export const RevealedInEnglish: Story = { ...Revealed, globals: { locale: 'en' } };

export const Invalid: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await reveal(canvasElement);
    await userEvent.type(input(section, 'email'), 'kein-mail');
    await userEvent.tab();
    await userEvent.click(input(section, 'personalDataUseConsent'));
    await userEvent.click(input(section, 'personalDataUseConsent'));
    await waitFor(() => expect(input(section, 'email')).toHaveAttribute('aria-invalid', 'true'), slow);
    await waitFor(() => expect(input(section, 'personalDataUseConsent')).toHaveAttribute('aria-invalid', 'true'), slow);
    await expect(quoteButton).toBeDisabled();
  },
};
export const InvalidInDutch: Story = { ...Invalid, globals: { locale: 'nl' } };

export const Pending: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await reveal(canvasElement);
    await fillValidly(section);
    await waitFor(() => expect(quoteButton).toBeEnabled(), slow);
    await fault({ delayMs: 30_000 });
    await userEvent.click(quoteButton);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'pending'), slow);
    await expect(quoteButton).toHaveAttribute('aria-busy', 'true');
  },
};
export const PendingInFrench: Story = { ...Pending, globals: { locale: 'fr' } };

export const Success: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await reveal(canvasElement);
    await fillValidly(section);
    await waitFor(() => expect(quoteButton).toBeEnabled(), slow);
    await userEvent.click(quoteButton);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'success'), slow);
    const link = section.querySelector<HTMLAnchorElement>('[data-part="quote-link"]')!;
    await expect(link).toHaveAttribute('download', expect.stringMatching(/^(Angebot|Quote|Offerte|Devis)-Nordwind Logistik GmbH\.pdf$/));
    await expect(quoteButton.querySelector('[data-icon="download"]')).not.toBeNull();
  },
};
export const SuccessInEnglish: Story = { ...Success, globals: { locale: 'en' } };

const failed = (status: number, message: string): Story => ({
  render,
  play: async ({ canvasElement }) => {
    const { section, quoteButton } = await reveal(canvasElement);
    await fillValidly(section);
    await waitFor(() => expect(quoteButton).toBeEnabled(), slow);
    await fault({ status, body: { message: 'fault' } });
    await userEvent.click(quoteButton);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'failure'), slow);
    await expect(within(section).getByRole('alert')).toHaveTextContent(message);
  },
});

export const Rejected: Story = failed(422, 'Submit quote rejected by server.');
export const RejectedInDutch: Story = { ...Rejected, globals: { locale: 'nl' } };
export const PdfGenerationFailed: Story = failed(500, 'Error in pdf generation');
export const PdfGenerationFailedInFrench: Story = { ...PdfGenerationFailed, globals: { locale: 'fr' } };

/** Renders its children once a plan link for VOIPBIZ is saved on the demo API. */
function AfterLinkSaved({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const client = createApiClient({ apiBase: '/api/' });
    void client
      .checkSession()
      .then(() => client.createPlanLink({ plan_code: 'VOIPBIZ', email: 'jana@example.com', config: [{ id: 3211, name: 'Zusätzliche Nebenstelle', quantity: 3 }] }))
      .then(() => setSaved(true));
  }, []);
  return saved ? children : null;
}

/** The page after a plan link was saved: what was saved and where it was sent. */
export const LinkCreated: Story = {
  render: (_, { globals }) => (
    <AfterLinkSaved>
      <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPBIZ/link-created/"
      at={{
        value: { ready: { page: 'linkCreated', modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
        context: (booted) => ({ route: { name: 'linkCreated', plan: 'VOIPBIZ' }, partner: booted.partner }),
      }}
      />
    </AfterLinkSaved>
  ),
  play: async ({ canvasElement }) => {
    const details = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-part="link-created-details"]');
      expect(found).not.toBeNull();
      return found!;
    }, slow);
    await expect(details).toHaveTextContent('jana@example.com');
    await expect(details).toHaveTextContent('Zusätzliche Nebenstelle (3)');
    await expect(within(details).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/plans\/VOIPBIZ\/product\/\?plan_link=/));
  },
};
export const LinkCreatedInEnglish: Story = { ...LinkCreated, globals: { locale: 'en' } };
export const LinkCreatedInDutch: Story = { ...LinkCreated, globals: { locale: 'nl' } };
export const LinkCreatedInFrench: Story = { ...LinkCreated, globals: { locale: 'fr' } };
