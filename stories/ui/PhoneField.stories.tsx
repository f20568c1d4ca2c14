import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; prefix: string; number: string; error: string; checking: string; valid: string }> = {
  de: { label: 'Telefon des Vormieters', prefix: 'Vorwahl', number: 'Rufnummer', error: 'Bitte geben Sie eine gültige Vorwahl (3 bis 6 Ziffern) und Rufnummer (3 bis 10 Ziffern) ein', checking: 'Wird geprüft', valid: 'Gültig' },
  en: { label: 'Previous tenant’s phone', prefix: 'Area code', number: 'Number', error: 'Please enter a valid area code (3 to 6 digits) and number (3 to 10 digits)', checking: 'Checking', valid: 'Valid' },
};

type Texts = (typeof texts)['de'];

function ControlledPhoneField({ t, initial = ['', ''], ...props }: Partial<PhoneFieldProps> & { t: Texts; initial?: [string, string] }) {
  const [prefix, setPrefix] = useState(initial[0]);
  const [number, setNumber] = useState(initial[1]);
  return (
    <div className="max-w-md">
      <PhoneField
        {...props}
        label={t.label}
        prefixLabel={t.prefix}
        numberLabel={t.number}
        prefixPlaceholder="030"
        numberPlaceholder="12345678"
        pendingLabel={t.checking}
        validLabel={t.valid}
        prefix={prefix}
        number={number}
        onPrefixChange={setPrefix}
        onNumberChange={setNumber}
      />
    </div>
  );
}

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: { label: '', prefix: '', number: '', prefixLabel: '', numberLabel: '', onPrefixChange: () => {}, onNumberChange: () => {} },
  render: (args, { globals }) => <ControlledPhoneField t={pick(texts, globals)} />,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.prefix }), '030');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: t.number })).toHaveFocus();
  },
};

/** One combined error under both inputs; both point at it. */
export const CombinedError: Story = {
  render: (args, { globals }) => <ControlledPhoneField t={pick(texts, globals)} initial={['03', '12']} error={pick(texts, globals).error} />,
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.prefix })).toHaveAccessibleDescription(t.error);
    await expect(canvas.getByRole('textbox', { name: t.number })).toHaveAccessibleDescription(t.error);
  },
};

export const Pending: Story = { render: (args, { globals }) => <ControlledPhoneField t={pick(texts, globals)} initial={['030', '1234567']} status="pending" /> };
export const Valid: Story = { render: (args, { globals }) => <ControlledPhoneField t={pick(texts, globals)} initial={['030', '1234567']} status="valid" /> };

export const CombinedErrorEnglish: Story = { ...CombinedError, globals: { locale: 'en' } };
