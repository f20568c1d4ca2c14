import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccordionCard, Badge, PriceDisplay } from '../../src/ui/index.ts';
import { numberLocale, pick, type TextTable } from './texts.ts';

const texts: TextTable<{ title: string; body: string; hardware: string; hardwareBody: string; monthly: string; new: string }> = {
  de: { title: 'Telefonie-Optionen', body: 'Festnetz-Flatrate, Anrufe in alle deutschen Netze, zusätzliche Rufnummern.', hardware: 'Hardware', hardwareBody: 'Wählen Sie einen Router oder nutzen Sie Ihr eigenes Gerät.', monthly: '/ Monat', new: 'Neu' },
  en: { title: 'Telephony options', body: 'Landline flat rate, calls to all German networks, additional numbers.', hardware: 'Hardware', hardwareBody: 'Choose a router or use your own device.', monthly: '/ month', new: 'New' },
};

const meta = {
  title: 'UI/AccordionCard',
  component: AccordionCard,
  args: { title: '', children: null },
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <AccordionCard title={t.title} defaultOpen={args.defaultOpen}>
        {t.body}
      </AccordionCard>
    );
  },
} satisfies Meta<typeof AccordionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter and Space toggle it. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: t.title });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: t.title })).toHaveTextContent(t.body);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithPriceAndBadge: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <div className="max-w-xl space-y-3">
        <AccordionCard
          title={
            <span className="flex items-center gap-2">
              {t.hardware} <Badge type="brand">{t.new}</Badge>
            </span>
          }
          aside={<PriceDisplay cents={500} signed locale={numberLocale(globals)} suffix={t.monthly} />}
          defaultOpen
        >
          {t.hardwareBody}
        </AccordionCard>
        <AccordionCard title={t.title}>{t.body}</AccordionCard>
      </div>
    );
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => (
    <AccordionCard title={pick(texts, globals).title} disabled>
      {pick(texts, globals).body}
    </AccordionCard>
  ),
};

export const ClosedEnglish: Story = { ...Closed, globals: { locale: 'en' } };
