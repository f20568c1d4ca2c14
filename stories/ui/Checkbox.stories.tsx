import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ newsletter: string; newsletterDescription: string; terms: string; termsError: string; itemized: string }> = {
  de: { newsletter: 'Newsletter abonnieren', newsletterDescription: 'Angebote und Neuigkeiten per E-Mail, jederzeit abbestellbar.', terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen', termsError: 'Bitte akzeptieren Sie die AGB', itemized: 'Einzelverbindungsnachweis' },
  en: { newsletter: 'Subscribe to the newsletter', newsletterDescription: 'Offers and news by e-mail, unsubscribe at any time.', terms: 'I accept the terms and conditions', termsError: 'Please accept the terms and conditions', itemized: 'Itemised bill' },
};

type Texts = (typeof texts)['de'];

function ControlledCheckbox({ t, initial = false, labelKey, ...props }: Partial<CheckboxProps> & { t: Texts; initial?: boolean; labelKey: keyof Texts }) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox {...props} label={t[labelKey]} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: '', checked: false, onChange: () => {} },
  render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="newsletter" description={pick(texts, globals).newsletterDescription} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: pick(texts, globals).newsletter });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Large: Story = {
  render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="newsletter" size="lg" description={pick(texts, globals).newsletterDescription} />,
};

export const Checked: Story = { render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="itemized" initial /> };
export const CheckedLarge: Story = { render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="itemized" initial size="lg" /> };
export const WithError: Story = { render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="terms" error={pick(texts, globals).termsError} required /> };
export const Disabled: Story = { render: (args, { globals }) => <ControlledCheckbox t={pick(texts, globals)} labelKey="itemized" disabled /> };
