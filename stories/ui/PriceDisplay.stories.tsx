import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceDisplay } from '../../src/ui/index.ts';
import { numberLocale, pick, type TextTable } from './texts.ts';

const texts: TextTable<{ monthly: string; once: string }> = {
  de: { monthly: '/ Monat', once: 'einmalig' },
  en: { monthly: '/ month', once: 'one-time' },
  nl: { monthly: '/ maand', once: 'eenmalig' },
  fr: { monthly: '/ mois', once: 'unique' },
};

const meta = {
  title: 'UI/PriceDisplay',
  component: PriceDisplay,
  args: { cents: 3999 },
  render: (args, { globals }) => <PriceDisplay {...args} locale={args.locale ?? numberLocale(globals)} suffix={pick(texts, globals).monthly} />,
} satisfies Meta<typeof PriceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan locale follows the language toolbar here (de-DE, en-GB, nl-NL, fr-FR). */
export const Monthly: Story = {};

export const GermanLocale: Story = {
  args: { cents: 123456, locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/1\.234,56\s€/)).toBeVisible();
  },
};

export const SignedDifferences: Story = {
  render: (args, { globals }) => {
    const locale = numberLocale(globals);
    const t = pick(texts, globals);
    return (
      <ul className="space-y-1">
        <li><PriceDisplay cents={500} signed locale={locale} suffix={t.monthly} /></li>
        <li><PriceDisplay cents={-250} signed locale={locale} suffix={t.monthly} /></li>
        <li><PriceDisplay cents={0} signed locale={locale} suffix={t.monthly} /></li>
        <li><PriceDisplay cents={6999} signed locale={locale} suffix={t.once} /></li>
      </ul>
    );
  },
};

export const OneTime: Story = {
  args: { cents: 6999 },
  render: (args, { globals }) => <PriceDisplay {...args} locale={numberLocale(globals)} suffix={pick(texts, globals).once} />,
};

export const SignedDifferencesEnglish: Story = { ...SignedDifferences, globals: { locale: 'en' } };
export const SignedDifferencesFrench: Story = { ...SignedDifferences, globals: { locale: 'fr' } };
