import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ firstName: string; email: string; emailHint: string; emailError: string; password: string; checking: string; valid: string; optional: string; company: string }> = {
  de: { firstName: 'Vorname', email: 'E-Mail-Adresse', emailHint: 'Wir senden Ihnen die Bestellbestätigung.', emailError: 'Bitte geben Sie eine gültige E-Mail-Adresse ein', password: 'Passwort', checking: 'Wird geprüft', valid: 'Gültig', optional: 'optional', company: 'Firmenname' },
  en: { firstName: 'First name', email: 'E-mail address', emailHint: 'We send you the order confirmation.', emailError: 'Please enter a valid e-mail address', password: 'Password', checking: 'Checking', valid: 'Valid', optional: 'optional', company: 'Company name' },
};

type Texts = (typeof texts)['de'];
type Demo = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & { initial?: string; labelKey: keyof Texts };

function ControlledTextField({ initial = '', labelKey, ...props }: Demo & { t: Texts }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-sm">
      <TextField {...props} label={props.t[labelKey]} value={value} onChange={setValue} pendingLabel={props.t.checking} validLabel={props.t.valid} />
    </div>
  );
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: '', value: '', onChange: () => {} },
  render: (args, { globals }) => <ControlledTextField labelKey="firstName" t={pick(texts, globals)} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: pick(texts, globals).firstName });
    await userEvent.type(input, 'Łucja');
    await expect(input).toHaveValue('Łucja');
  },
};

export const WithHintAndError: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return <ControlledTextField labelKey="email" type="email" initial="ada@" hint={t.emailHint} error={t.emailError} t={t} />;
  },
};

export const Pending: Story = {
  render: (args, { globals }) => <ControlledTextField labelKey="email" type="email" initial="ada@example.org" status="pending" t={pick(texts, globals)} />,
};

export const Valid: Story = {
  render: (args, { globals }) => <ControlledTextField labelKey="email" type="email" initial="ada@example.org" status="valid" t={pick(texts, globals)} />,
};

export const Password: Story = {
  render: (args, { globals }) => <ControlledTextField labelKey="password" type="password" autoComplete="new-password" required t={pick(texts, globals)} />,
};

export const Optional: Story = {
  render: (args, { globals }) => <ControlledTextField labelKey="company" optionalLabel={pick(texts, globals).optional} maxLength={60} t={pick(texts, globals)} />,
};

export const Disabled: Story = {
  render: (args, { globals }) => <ControlledTextField labelKey="firstName" initial="Ada" disabled t={pick(texts, globals)} />,
};
