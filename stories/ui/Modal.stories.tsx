import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, Spinner } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ open: string; title: string; description: string; continue: string; updating: string }> = {
  de: { open: 'Verfügbarkeit prüfen', title: 'Verfügbarkeit an Ihrer Adresse', description: 'Bitte prüfen Sie, ob der Tarif an Ihrer Adresse verfügbar ist.', continue: 'Weiter zur Bestellung', updating: 'Daten werden aktualisiert …' },
  en: { open: 'Check availability', title: 'Availability at your address', description: 'Please check whether the plan is available at your address.', continue: 'Continue to order', updating: 'Updating data …' },
};

function ModalDemo({ globals, initiallyOpen = false, loading = false }: { globals: { locale?: unknown }; initiallyOpen?: boolean; loading?: boolean }) {
  const t = pick(texts, globals);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.open}</Button>
      <Modal
        open={open}
        title={t.title}
        description={loading ? undefined : t.description}
        footer={loading ? undefined : <Button onClick={() => setOpen(false)}>{t.continue}</Button>}
        initialFocus={loading ? 0 : undefined}
      >
        {loading ? (
          <p className="flex items-center gap-2">
            <Spinner /> {t.updating}
          </p>
        ) : null}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: false, title: '' },
  render: (args, { globals }) => <ModalDemo globals={globals} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not dismissable: Escape and clicks outside do nothing; only its own action closes it. */
export const NotDismissable: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const trigger = within(canvasElement).getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    const modal = await screen.findByRole('dialog', { name: t.title });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(modal.parentElement!);
    await expect(screen.getByRole('dialog', { name: t.title })).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: t.continue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { render: (args, { globals }) => <ModalDemo globals={globals} initiallyOpen /> };
export const Loading: Story = { render: (args, { globals }) => <ModalDemo globals={globals} initiallyOpen loading /> };

export const NotDismissableEnglish: Story = { ...NotDismissable, globals: { locale: 'en' } };
