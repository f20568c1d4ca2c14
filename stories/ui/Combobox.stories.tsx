import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; placeholder: string; empty: string; loading: string; results: (n: number) => string; hint: string; error: string; company: string }> = {
  de: { label: 'Adresse suchen', placeholder: 'Straße und Hausnummer', empty: 'Keine Adresse gefunden', loading: 'Adressen werden gesucht …', results: (n) => `${n} Vorschläge`, hint: 'Zum Beispiel Hauptstraße 1', error: 'Bitte wählen Sie eine Adresse aus der Liste', company: 'Firma suchen' },
  en: { label: 'Search address', placeholder: 'Street and house number', empty: 'No address found', loading: 'Searching addresses …', results: (n) => `${n} suggestions`, hint: 'For example Hauptstraße 1', error: 'Please choose an address from the list', company: 'Search company' },
};

const addresses: ComboboxOption[] = [
  { value: '1', label: 'Hauptstraße 1', description: '10115 Berlin' },
  { value: '2', label: 'Hauptstraße 12', description: '10115 Berlin' },
  { value: '3', label: 'Hafenweg 3', description: '20457 Hamburg' },
  { value: '4', label: 'Hansaring 40', description: '50670 Köln' },
  { value: '5', label: 'Heidelberger Straße 7', description: '69117 Heidelberg' },
];

type Variant = 'default' | 'loading' | 'error';

function AddressSearch({ globals, variant = 'default', initial = '' }: { globals: { locale?: unknown }; variant?: Variant; initial?: string }) {
  const t = pick(texts, globals);
  const [text, setText] = useState(initial);
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const options = variant === 'loading' || !text ? [] : addresses.filter((a) => a.label.toLowerCase().startsWith(text.toLowerCase()));
  return (
    <div className="max-w-md space-y-3 pb-80">
      <Combobox
        label={t.label}
        placeholder={t.placeholder}
        hint={t.hint}
        error={variant === 'error' ? t.error : undefined}
        inputValue={text}
        onInputChange={setText}
        options={options}
        onSelect={(option) => {
          setText(option.label);
          setChosen(option);
        }}
        loading={variant === 'loading'}
        loadingText={t.loading}
        emptyText={t.empty}
        statusText={t.results(options.length)}
      />
      {chosen ? (
        <output className="block text-sm" data-testid="chosen">
          {chosen.label}, {chosen.description}
        </output>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: { label: '', inputValue: '', onInputChange: () => {}, options: [], onSelect: () => {} },
  render: (args, { globals }) => <AddressSearch globals={globals} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, Down/Up to move (wrapping), Enter to choose, Escape to close. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: t.label });
    await userEvent.type(input, 'Ha');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Hauptstraße 12');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { selected: true }).id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Hansaring 40');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Hauptstraße 1');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Hauptstraße 1, 10115 Berlin');
    await expect(input).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: pick(texts, globals).label });
    await userEvent.type(input, 'H');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.click(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: pick(texts, globals).label }), 'H');
  },
};

export const Loading: Story = {
  render: (args, { globals }) => <AddressSearch globals={globals} variant="loading" />,
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: pick(texts, globals).label }), 'Ha');
    await expect(within(canvasElement).getByText(pick(texts, globals).loading)).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: pick(texts, globals).label }), 'Xyz');
    await expect(within(canvasElement).getByText(pick(texts, globals).empty)).toBeVisible();
  },
};

export const WithError: Story = { render: (args, { globals }) => <AddressSearch globals={globals} variant="error" initial="Hauptstr" /> };

/** The same keyboard path in English (the stories' tests otherwise run in the default German). */
export const KeyboardEnglish: Story = { ...Keyboard, globals: { locale: 'en' } };
