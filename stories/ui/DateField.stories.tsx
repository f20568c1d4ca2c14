import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatDisplayDate, type Language } from '../../src/domain/index.ts';
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

const writtenOut: TextTable<{ label: string; hint: string; december9: string }> = {
  de: { label: 'Wunschtermin', hint: 'Zwischen 5. Dez. 2026 und 20. Mai 2027', december9: 'Mittwoch, 9. Dezember 2026' },
  en: { label: 'Preferred date', hint: 'Between 5 Dec 2026 and 20 May 2027', december9: 'Wednesday, 9 December 2026' },
  nl: { label: 'Gewenste datum', hint: 'Tussen 5 dec 2026 en 20 mei 2027', december9: 'woensdag 9 december 2026' },
  fr: { label: 'Date souhaitée', hint: 'Entre le 5 déc. 2026 et le 20 mai 2027', december9: 'mercredi 9 décembre 2026' },
};

/** The held date written out under the field (the native input writes it in the browser's own digit order). */
function WrittenOutDateField({ language }: { language: Language }) {
  const t = writtenOut[language] ?? writtenOut.en;
  const [value, setValue] = useState('2026-12-09');
  return (
    <div className="max-w-xs">
      <DateField
        label={t.label}
        hint={t.hint}
        value={value}
        valueText={value ? formatDisplayDate(value, language, 'long') : undefined}
        onChange={setValue}
        min="2026-12-05"
        max="2027-05-20"
      />
    </div>
  );
}

export const ValueWrittenOut: Story = {
  render: (args, { globals }) => <WrittenOutDateField language={(globals.locale as Language | undefined) ?? 'de'} />,
  play: async ({ canvasElement, globals }) => {
    const t = pick(writtenOut, globals);
    const input = within(canvasElement).getByLabelText(t.label);
    await expect(input).toHaveAccessibleDescription(`${t.december9} ${t.hint}`);
  },
};
export const ValueWrittenOutInEnglish: Story = { ...ValueWrittenOut, globals: { locale: 'en' } };
export const ValueWrittenOutInDutch: Story = { ...ValueWrittenOut, globals: { locale: 'nl' } };
export const ValueWrittenOutInFrench: Story = { ...ValueWrittenOut, globals: { locale: 'fr' } };
