import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, RadioOptionCard } from '../../src/ui/index.ts';
import { numberLocale, pick, type TextTable } from './texts.ts';

const texts: TextTable<{ legend: string; monthly: string; recommended: string; options: Array<{ value: string; title: string; description: string; diff: number }> }> = {
  de: {
    legend: 'Router',
    monthly: '/ Monat',
    recommended: 'Empfohlen',
    options: [
      { value: 'own', title: 'Eigener Router', description: 'Sie nutzen Ihr eigenes Gerät.', diff: -300 },
      { value: 'basic', title: 'Router Basic', description: 'WLAN 6, vier LAN-Anschlüsse', diff: 0 },
      { value: 'pro', title: 'Router Pro', description: 'WLAN 7, Mesh, Telefonanlage', diff: 500 },
    ],
  },
  en: {
    legend: 'Router',
    monthly: '/ month',
    recommended: 'Recommended',
    options: [
      { value: 'own', title: 'Own router', description: 'You use your own device.', diff: -300 },
      { value: 'basic', title: 'Router Basic', description: 'Wi-Fi 6, four LAN ports', diff: 0 },
      { value: 'pro', title: 'Router Pro', description: 'Wi-Fi 7, mesh, phone system', diff: 500 },
    ],
  },
};

function CardGroup({ globals, disabledValue }: { globals: { locale?: unknown }; disabledValue?: string }) {
  const t = pick(texts, globals);
  const [value, setValue] = useState('basic');
  return (
    <fieldset className="max-w-lg space-y-3">
      <legend className="mb-2 text-sm font-medium">{t.legend}</legend>
      {t.options.map((option) => (
        <RadioOptionCard
          key={option.value}
          name="router"
          value={option.value}
          checked={value === option.value}
          onChange={setValue}
          title={option.title}
          description={option.description}
          priceDifference={option.diff}
          priceSuffix={t.monthly}
          locale={numberLocale(globals)}
          disabled={option.value === disabledValue}
          badge={option.value === 'pro' ? <Badge type="brand">{t.recommended}</Badge> : undefined}
        />
      ))}
    </fieldset>
  );
}

const meta = {
  title: 'UI/RadioOptionCard',
  component: RadioOptionCard,
  args: { name: '', value: '', checked: false, onChange: () => {}, title: '' },
  render: (args, { globals }) => <CardGroup globals={globals} />,
} satisfies Meta<typeof RadioOptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed price differences against the current choice: negative, zero, positive. */
export const Group: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(t.options[2]!.description));
    await expect(canvas.getByRole('radio', { name: t.options[2]!.title })).toBeChecked();
  },
};

export const WithDisabledOption: Story = { render: (args, { globals }) => <CardGroup globals={globals} disabledValue="own" /> };

export const WithoutPrice: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return <RadioOptionCard name="single" value="own" checked onChange={() => {}} title={t.options[0]!.title} description={t.options[0]!.description} />;
  },
};
