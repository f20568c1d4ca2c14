import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, InfoTooltip, PortalRootProvider, Tooltip } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; info: string; content: string; why: string; whyContent: string; portal: string }> = {
  de: { label: 'Mindestvertragslaufzeit', info: 'Mehr zur Mindestvertragslaufzeit', content: 'Der Vertrag läuft mindestens 24 Monate und ist danach monatlich kündbar.', why: 'Warum fragen wir das?', whyContent: 'Die Geburtsdatum-Angabe ist für die Bonitätsprüfung nötig.', portal: 'In einen eigenen Container gerendert (wie in den Shadow Root des Elements)' },
  en: { label: 'Minimum contract term', info: 'More about the minimum contract term', content: 'The contract runs for at least 24 months and can then be cancelled monthly.', why: 'Why do we ask?', whyContent: 'The date of birth is needed for the credit check.', portal: 'Rendered into a container of its own (like the element’s shadow root)' },
};

const meta = {
  title: 'UI/Tooltip',
  component: InfoTooltip,
  args: { label: '', content: '' },
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <p className="flex items-center gap-2 pt-24">
        {t.label} <InfoTooltip label={t.info} content={t.content} placement={args.placement} />
      </p>
    );
  },
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows 200 ms after the pointer rests, hides 400 ms after it leaves, fades out in 150 ms. */
export const Hover: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const trigger = within(canvasElement).getByRole('button', { name: t.info });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t.content);
    await expect(trigger).toHaveAccessibleDescription(t.content);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard: shows at once on focus, Escape hides it. */
export const Focus: Story = {
  play: async ({ globals }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(pick(texts, globals).content);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };

export const OnAButton: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <div className="pt-24">
        <Tooltip content={t.whyContent}>
          <Button variant="text" size="sm">
            {t.why}
          </Button>
        </Tooltip>
      </div>
    );
  },
};

function PortalDemo({ globals }: { globals: { locale?: unknown } }) {
  const t = pick(texts, globals);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div className="pt-24">
      <PortalRootProvider root={container}>
        <p className="flex items-center gap-2">
          {t.label} <InfoTooltip label={t.info} content={t.content} />
        </p>
      </PortalRootProvider>
      <div ref={setContainer} data-testid="portal-root" aria-label={t.portal} role="region" className="mt-4 min-h-8 border border-dashed border-slate-400" />
    </div>
  );
}

/** PortalRootProvider: the element passes its shadow root; here a visible container stands in for it. */
export const PortalRoot: Story = {
  render: (args, { globals }) => <PortalDemo globals={globals} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: pick(texts, globals).info }));
    await waitFor(() => expect(within(canvas.getByTestId('portal-root')).getByRole('tooltip')).toBeVisible());
  },
};

export const FocusEnglish: Story = { ...Focus, globals: { locale: 'en' } };
