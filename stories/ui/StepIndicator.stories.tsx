import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StepIndicator } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; steps: Record<string, string>; states: { complete: string; current: string; reachable: string; upcoming: string } }> = {
  de: {
    label: 'Bestellschritte',
    steps: { product: 'Produkt', activation: 'Aktivierung', customer: 'Kundendaten', account: 'Konto', confirm: 'Bestätigung' },
    states: { complete: 'erledigt', current: 'aktueller Schritt', reachable: 'bereits besucht', upcoming: 'noch nicht erreicht' },
  },
  en: {
    label: 'Order steps',
    steps: { product: 'Product', activation: 'Activation', customer: 'Customer details', account: 'Account', confirm: 'Confirmation' },
    states: { complete: 'completed', current: 'current step', reachable: 'visited', upcoming: 'not reached yet' },
  },
};

const allSteps = ['product', 'activation', 'customer', 'account', 'confirm'];

function Demo({ globals, current, highest, ids = allSteps, selectable = true }: { globals: { locale?: unknown }; current: string; highest?: string; ids?: string[]; selectable?: boolean }) {
  const t = pick(texts, globals);
  const [currentId, setCurrentId] = useState(current);
  return (
    <StepIndicator
      label={t.label}
      steps={ids.map((id) => ({ id, label: t.steps[id]! }))}
      currentId={currentId}
      highestReachedId={highest}
      onSelect={selectable ? setCurrentId : undefined}
      stateLabels={t.states}
    />
  );
}

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  args: { label: '', steps: [], currentId: '' },
  render: (args, { globals }) => <Demo globals={globals} current="product" />,
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const CustomerStep: Story = { render: (args, { globals }) => <Demo globals={globals} current="customer" /> };
export const ConfirmStep: Story = { render: (args, { globals }) => <Demo globals={globals} current="confirm" /> };
/** A plan without activation (not TAL): four steps. */
export const WithoutActivation: Story = { render: (args, { globals }) => <Demo globals={globals} current="account" ids={['product', 'customer', 'account', 'confirm']} /> };
/** Not selectable: no buttons. */
export const ReadOnly: Story = { render: (args, { globals }) => <Demo globals={globals} current="customer" selectable={false} /> };

/** Went back from confirm to product: the later steps stay reachable by Tab and Enter. */
export const BackFromLaterStep: Story = {
  render: (args, { globals }) => <Demo globals={globals} current="product" highest="confirm" />,
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: new RegExp(t.steps.activation!) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t.steps.customer!).closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  },
};

export const BackFromLaterStepEnglish: Story = { ...BackFromLaterStep, globals: { locale: 'en' } };
