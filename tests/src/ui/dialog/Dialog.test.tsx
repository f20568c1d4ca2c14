import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, Dialog, Modal, PortalRootProvider, TextField } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Warenkorb öffnen</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        closeLabel="Schließen"
        title="Warenkorb"
        description="Ihre Auswahl"
        footer={<Button onClick={() => setOpen(false)}>Weiter bestellen</Button>}
      >
        <TextField label="Gutschein" value={name} onChange={setName} />
      </Dialog>
    </main>
  );
}

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Adresse prüfen</Button>
      <Modal open={open} title="Verfügbarkeit prüfen" footer={<Button onClick={() => setOpen(false)}>Zur Bestellung</Button>}>
        <p>Bitte geben Sie Ihre Adresse ein.</p>
      </Modal>
    </main>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title and described by its description, focus inside', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb', description: 'Ihre Auswahl' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gutschein' })));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    const input = await screen.findByRole('textbox', { name: 'Gutschein' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter bestellen' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
    // Past the last element a focus guard hands the focus back to the first one.
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.tab({ shift: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' })));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const trigger = screen.getByRole('button', { name: 'Warenkorb öffnen' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on its close button and on a click outside', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('passes axe while open', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb öffnen' }));
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('Dialog in a shadow root (the element portals into a layer of its own)', () => {
  it('makes the rest of the shadow root inert while open, as showModal() does, and gives it back on close', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const form = document.createElement('div');
    const layer = document.createElement('div');
    const behindAnOuterDialog = document.createElement('div');
    behindAnOuterDialog.setAttribute('inert', '');
    shadowRoot.append(form, layer, behindAnOuterDialog);
    render(
      <PortalRootProvider root={layer}>
        <DialogDemo />
      </PortalRootProvider>,
      { container: form },
    );
    const trigger = form.querySelector('button')!;
    await user.click(trigger);
    await waitFor(() => expect(layer.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = layer.querySelector('[role="dialog"]')!;
    expect(form.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();

    await user.click(dialog.querySelector('button[aria-label="Schließen"]')!);
    expect(layer.querySelector('[role="dialog"]')).toBeNull();
    expect(form.hasAttribute('inert')).toBe(false);
    // inert before the dialog opened: not this dialog's to give back
    expect(behindAnOuterDialog.hasAttribute('inert')).toBe(true);
    host.remove();
  });
});

describe('Modal (not dismissable)', () => {
  it('ignores Escape and clicks outside, has no close button, and closes by its own action', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    const trigger = screen.getByRole('button', { name: 'Adresse prüfen' });
    await user.click(trigger);
    const modal = await screen.findByRole('dialog', { name: 'Verfügbarkeit prüfen' });
    await user.keyboard('{Escape}');
    await user.click(modal.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Verfügbarkeit prüfen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /schließen/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zur Bestellung' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('traps the focus on its only action', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Adresse prüfen' }));
    const action = await screen.findByRole('button', { name: 'Zur Bestellung' });
    await waitFor(() => expect(document.activeElement).toBe(action));
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(action));
  });
});
