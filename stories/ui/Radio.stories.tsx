import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ legend: string; private: string; company: string; companyDescription: string; error: string; hint: string }> = {
  de: { legend: 'Kundentyp', private: 'Privatkunde', company: 'Geschäftskunde', companyDescription: 'Mit Firmenname und Ansprechperson', error: 'Bitte wählen Sie einen Kundentyp', hint: 'Bestimmt die Vertragsart' },
  en: { legend: 'Customer type', private: 'Private customer', company: 'Business customer', companyDescription: 'With company name and contact person', error: 'Please choose a customer type', hint: 'Decides the type of contract' },
};

type Texts = (typeof texts)['de'];

function ControlledGroup({ t, initial = 'company', ...props }: Partial<RadioGroupProps> & { t: Texts; initial?: string }) {
  const [value, setValue] = useState(initial);
  const options = [
    { value: 'private', label: t.private },
    { value: 'company', label: t.company, description: t.companyDescription },
  ];
  return <RadioGroup {...props} legend={t.legend} name="customerType" options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  args: { legend: '', name: '', value: '', onChange: () => {}, options: [] },
  render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t.company }));
    // The platform's arrow-key navigation inside a radio group.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: t.private })).toBeChecked();
  },
};
export const Large: Story = { render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} size="lg" /> };
export const Horizontal: Story = { render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} orientation="horizontal" hint={pick(texts, globals).hint} /> };
export const WithError: Story = { render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} initial="" error={pick(texts, globals).error} /> };
export const Disabled: Story = { render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} disabled /> };
export const Required: Story = {
  render: (args, { globals }) => <ControlledGroup t={pick(texts, globals)} initial="" required />,
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeRequired();
  },
};
