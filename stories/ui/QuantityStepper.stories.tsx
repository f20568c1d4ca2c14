import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; fewer: string; more: string; note: string }> = {
  de: { label: 'IP-Telefone', fewer: 'Weniger IP-Telefone', more: 'Mehr IP-Telefone', note: '+149,00 € einmalig je Telefon' },
  en: { label: 'IP phones', fewer: 'Fewer IP phones', more: 'More IP phones', note: '+€149.00 one-off per phone' },
  nl: { label: 'IP-telefoons', fewer: 'Minder IP-telefoons', more: 'Meer IP-telefoons', note: '+€ 149,00 eenmalig per telefoon' },
  fr: { label: 'Téléphones IP', fewer: 'Moins de téléphones IP', more: 'Plus de téléphones IP', note: '+149,00 € unique par téléphone' },
};

function Stepper({ globals, quantities, initial = 0, disabled }: { globals: { locale?: unknown }; quantities?: number[]; initial?: number; disabled?: boolean }) {
  const t = pick(texts, globals);
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label={t.label}
      value={value}
      quantities={quantities ?? null}
      max={10}
      onChange={setValue}
      decreaseLabel={t.fewer}
      increaseLabel={t.more}
      description={t.note}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { label: '', value: 0, onChange: () => {}, decreaseLabel: '', increaseLabel: '' },
  render: (_, { globals }) => <Stepper globals={globals} quantities={[0, 1, 2, 5, 10]} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Steps through the offered quantities 0, 1, 2, 5, 10 and stops at both ends. */
export const OfferedQuantities: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t.label });
    await expect(canvas.getByRole('button', { name: t.fewer })).toBeDisabled();
    for (const expected of ['1', '2', '5', '10']) {
      await userEvent.click(canvas.getByRole('button', { name: t.more }));
      await expect(group.querySelector('output')).toHaveTextContent(expected);
    }
    await expect(canvas.getByRole('button', { name: t.more })).toBeDisabled();
    await expect(group).toHaveAttribute('data-state', 'max');
  },
};

export const OfferedQuantitiesInEnglish: Story = { ...OfferedQuantities, globals: { locale: 'en' } };
export const OfferedQuantitiesInDutch: Story = { ...OfferedQuantities, globals: { locale: 'nl' } };
export const OfferedQuantitiesInFrench: Story = { ...OfferedQuantities, globals: { locale: 'fr' } };

/** Without a list: any whole number up to the bound. */
export const AnyQuantity: Story = { render: (_, { globals }) => <Stepper globals={globals} initial={3} /> };
export const Disabled: Story = { render: (_, { globals }) => <Stepper globals={globals} initial={1} disabled /> };
