import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, type DialogSize, TextField } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ open: string; title: string; description: string; voucher: string; close: string; continue: string; long: string }> = {
  de: { open: 'Warenkorb öffnen', title: 'Ihr Warenkorb', description: 'Monatliche und einmalige Kosten Ihrer Auswahl.', voucher: 'Gutscheincode', close: 'Schließen', continue: 'Weiter bestellen', long: 'Die Mindestvertragslaufzeit beträgt 24 Monate. Danach ist der Vertrag monatlich kündbar.' },
  en: { open: 'Open cart', title: 'Your cart', description: 'Monthly and one-time costs of your selection.', voucher: 'Voucher code', close: 'Close', continue: 'Continue ordering', long: 'The minimum contract term is 24 months. After that the contract can be cancelled monthly.' },
};

function DialogDemo({ globals, size, initiallyOpen = false }: { globals: { locale?: unknown }; size?: DialogSize; initiallyOpen?: boolean }) {
  const t = pick(texts, globals);
  const [open, setOpen] = useState(initiallyOpen);
  const [voucher, setVoucher] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.open}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        closeLabel={t.close}
        title={t.title}
        description={t.description}
        size={size}
        footer={<Button onClick={() => setOpen(false)}>{t.continue}</Button>}
      >
        <div className="space-y-4">
          <p>{t.long}</p>
          <TextField label={t.voucher} value={voucher} onChange={setVoucher} />
        </div>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: false, title: '', onClose: () => {}, closeLabel: '' },
  render: (args, { globals }) => <DialogDemo globals={globals} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the button; focus moves in, Tab cycles inside, Escape closes and focus returns to the button. */
export const Dismissable: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const trigger = within(canvasElement).getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const voucher = within(dialog).getByRole('textbox', { name: t.voucher });
    await waitFor(() => expect(voucher).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t.continue })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t.close })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(voucher).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { render: (args, { globals }) => <DialogDemo globals={globals} initiallyOpen /> };
export const Small: Story = { render: (args, { globals }) => <DialogDemo globals={globals} size="sm" initiallyOpen /> };
export const Large: Story = { render: (args, { globals }) => <DialogDemo globals={globals} size="lg" initiallyOpen /> };
export const ExtraLarge: Story = { render: (args, { globals }) => <DialogDemo globals={globals} size="xl" initiallyOpen /> };

export const DismissableEnglish: Story = { ...Dismissable, globals: { locale: 'en' } };
