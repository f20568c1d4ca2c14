import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Shell } from '../../src/shell/Shell.tsx';
import { openCartAt } from './cartPlay.ts';
import { atCustomerStep, localeOf, ShellStory } from './storyRuntime.tsx';

/**
 * "Save and send this configuration" in the cart (spec sections 1, 3, 7, 8) in each state: editing, invalid,
 * saving, failed (the link not saved, the address refused). On the demo API through msw, with faults where a
 * state needs a slow or failing server; sampled in four languages. The link-created page is in Quote.stories.
 */
const meta = {
  title: 'Shell/Plan link',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

const onCustomer = atCustomerStep('VOIPPRIV');

const fault = (body: Record<string, unknown>) =>
  fetch('/api/_demo/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'plan-links', method: 'POST', times: 1, ...body }),
  });

/** The cart opened with the plan link form loaded. */
async function openPlanLink(canvasElement: HTMLElement) {
  const { section: form } = await openCartAt(canvasElement, 'plan-link');
  const email = form.querySelector<HTMLInputElement>('input[name="planLinkEmail"]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { form, email, submit };
}

const render: Story['render'] = (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/customer/" at={onCustomer} />;

export const Editing: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { form, email } = await openPlanLink(canvasElement);
    await expect(form).toHaveAttribute('data-state', 'editing');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    // the errors wait for a submit or for the filled field to be left
    await userEvent.type(email, 'jana@exa');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'mple.com');
    await userEvent.tab();
    await expect(form).toHaveAttribute('data-state', 'editing');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  },
};
export const EditingInFrench: Story = { ...Editing, globals: { locale: 'fr' } };

export const Invalid: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { form, email, submit } = await openPlanLink(canvasElement);
    await userEvent.type(email, 'kein-mail');
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'invalid'), slow);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus(), slow);
  },
};
export const InvalidInEnglish: Story = { ...Invalid, globals: { locale: 'en' } };

export const Saving: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { form, email, submit } = await openPlanLink(canvasElement);
    await userEvent.type(email, 'jana@example.com');
    await fault({ delayMs: 30_000 });
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'saving'), slow);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};
export const SavingInDutch: Story = { ...Saving, globals: { locale: 'nl' } };

/** No answer: the translated warning, the address kept to try again. */
export const Failed: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { form, email, submit } = await openPlanLink(canvasElement);
    await userEvent.type(email, 'jana@example.com');
    await fault({ network: true });
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'failed'), slow);
    await expect(within(form).getByRole('alert')).toBeVisible();
    await expect(email).toHaveValue('jana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  },
};
export const FailedInFrench: Story = { ...Failed, globals: { locale: 'fr' } };
export const FailedInEnglish: Story = { ...Failed, globals: { locale: 'en' } };

/** A 4xx naming the e-mail field: the field's own translated message, never the server's text. */
export const AddressRefused: Story = {
  render,
  play: async ({ canvasElement }) => {
    const { form, email, submit } = await openPlanLink(canvasElement);
    await userEvent.type(email, 'jana@example.com');
    await fault({ status: 422, body: { message: '<b>Mailbox</b> unknown', issues: [{ path: ['email'], message: '<i>refused</i>' }] } });
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'failed'), slow);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus(), slow);
    await expect(form.textContent).not.toMatch(/Mailbox|refused/);
  },
};
export const AddressRefusedInDutch: Story = { ...AddressRefused, globals: { locale: 'nl' } };
