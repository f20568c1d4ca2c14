import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; choose: string; mr: string; mrs: string; company: string; error: string; hint: string }> = {
  de: { label: 'Anrede', choose: 'Bitte wählen', mr: 'Herr', mrs: 'Frau', company: 'Firma', error: 'Bitte wählen Sie eine Anrede', hint: 'Wie auf der Rechnung' },
  en: { label: 'Salutation', choose: 'Please choose', mr: 'Mr', mrs: 'Mrs', company: 'Company', error: 'Please choose a salutation', hint: 'As on the invoice' },
};

function ControlledSelect({ t, initial = '', ...props }: Partial<SelectProps> & { t: (typeof texts)['de']; initial?: string }) {
  const [value, setValue] = useState(initial);
  const options = [
    { value: 'Mr', label: t.mr },
    { value: 'Mrs', label: t.mrs },
    { value: 'Company', label: t.company },
  ];
  return (
    <div className="max-w-sm">
      <Select {...props} label={t.label} placeholder={t.choose} options={options} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: '', value: '', onChange: () => {}, options: [] },
  render: (args, { globals }) => <ControlledSelect t={pick(texts, globals)} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const select = within(canvasElement).getByRole('combobox', { name: t.label });
    await userEvent.selectOptions(select, t.mrs);
    await expect(select).toHaveValue('Mrs');
  },
};
export const Selected: Story = { render: (args, { globals }) => <ControlledSelect t={pick(texts, globals)} initial="Company" hint={pick(texts, globals).hint} /> };
export const WithError: Story = { render: (args, { globals }) => <ControlledSelect t={pick(texts, globals)} error={pick(texts, globals).error} /> };
export const Valid: Story = { render: (args, { globals }) => <ControlledSelect t={pick(texts, globals)} initial="Mr" status="valid" /> };
export const Disabled: Story = { render: (args, { globals }) => <ControlledSelect t={pick(texts, globals)} initial="Mr" disabled /> };
