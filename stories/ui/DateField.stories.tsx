import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; hint: string; error: string }> = {
  de: { label: 'Wunschtermin', hint: 'Frühestens in 14 Tagen, spätestens in 180 Tagen', error: 'Das Datum liegt außerhalb des erlaubten Zeitraums' },
  en: { label: 'Preferred date', hint: 'At the earliest in 14 days, at the latest in 180 days', error: 'The date is outside the allowed range' },
};

function ControlledDateField({ t, initial = '', ...props }: Partial<DateFieldProps> & { t: (typeof texts)['de']; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xs">
      <DateField {...props} label={t.label} hint={t.hint} value={value} onChange={setValue} min="2026-12-05" max="2027-05-20" />
      <output className="mt-2 block text-sm text-slate-700" data-testid="iso">{value}</output>
    </div>
  );
}

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: '', value: '', onChange: () => {} },
  render: (args, { globals }) => <ControlledDateField t={pick(texts, globals)} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Native date input: arrow keys change each segment; the value is ISO yyyy-mm-dd. */
export const Empty: Story = {};

export const WithValue: Story = {
  render: (args, { globals }) => <ControlledDateField t={pick(texts, globals)} initial="2026-12-10" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(pick(texts, globals).label);
    // Reached by Tab; the segments' arrow keys and the picker are the browser's own.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '2027-01-04');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2027-01-04');
  },
};

export const OutOfRange: Story = {
  render: (args, { globals }) => <ControlledDateField t={pick(texts, globals)} initial="2026-11-22" error={pick(texts, globals).error} />,
};
