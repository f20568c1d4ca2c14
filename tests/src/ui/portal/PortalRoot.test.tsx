import { act, render, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, InfoTooltip, PortalRootProvider } from '../../../../src/ui/index.ts';

/** A host with an open shadow root, as <order-form> has; React renders inside it. */
function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { host, shadow, container };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PortalRootProvider', () => {
  it('renders a dialog into the shadow root it is given, not into document.body', async () => {
    const { shadow, container } = shadowHost();
    render(
      <PortalRootProvider root={shadow}>
        <Dialog open onClose={() => {}} closeLabel="Schließen" title="Warenkorb">
          Inhalt
        </Dialog>
      </PortalRootProvider>,
      { container },
    );
    const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog', { name: 'Warenkorb' });
    expect(dialog.getRootNode()).toBe(shadow);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps a tooltip in the same root as its trigger, so aria-describedby resolves', async () => {
    const { shadow, container } = shadowHost();
    function Demo() {
      return (
        <PortalRootProvider root={shadow}>
          <InfoTooltip label="Info" content="Erklärung" />
        </PortalRootProvider>
      );
    }
    render(<Demo />, { container });
    const trigger = shadow.querySelector('button')!;
    // user-event's Tab does not walk into a shadow root in jsdom; focus the trigger directly.
    await act(async () => trigger.focus());
    expect(shadow.activeElement).toBe(trigger);
    await waitFor(() => expect(shadow.querySelector('[role="tooltip"]')).not.toBeNull());
    const describedBy = trigger.getAttribute('aria-describedby')!;
    expect(shadow.getElementById(describedBy)?.textContent).toBe('Erklärung');
  });

  it('falls back to document.body without a provider', async () => {
    function Demo() {
      const [open] = useState(true);
      return (
        <Dialog open={open} onClose={() => {}} closeLabel="Close" title="Cart">
          x
        </Dialog>
      );
    }
    render(<Demo />);
    await waitFor(() => expect(document.body.querySelector('[role="dialog"]')?.parentElement?.closest('[data-floating-ui-portal]')).not.toBeNull());
  });
});
