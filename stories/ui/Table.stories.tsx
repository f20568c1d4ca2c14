import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from '../../src/ui/index.ts';
import { numberLocale, pick, type TextTable } from './texts.ts';

const texts: TextTable<{ caption: string; technology: string; download: string; upload: string; fiber: string; cable: string }> = {
  de: { caption: 'Verfügbare Anschlüsse', technology: 'Technologie', download: 'Download', upload: 'Upload', fiber: 'Glasfaser', cable: 'Kabel' },
  en: { caption: 'Available connections', technology: 'Technology', download: 'Download', upload: 'Upload', fiber: 'Fibre', cable: 'Cable' },
};

/** Mbit with 0 to 2 decimals in the locale, as the availability result shows them. */
const mbit = (value: number, locale: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} Mbit/s`;

const meta = {
  title: 'UI/Table',
  component: Table,
  args: { caption: '', columns: [], rows: [] },
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    const locale = numberLocale(globals);
    return (
      <Table
        caption={t.caption}
        captionHidden={args.captionHidden}
        columns={[
          { id: 'technology', header: t.technology, rowHeader: true },
          { id: 'download', header: t.download, align: 'end' },
          { id: 'upload', header: t.upload, align: 'end' },
        ]}
        rows={[
          { id: 'ftth', cells: { technology: t.fiber, download: mbit(1000, locale), upload: mbit(500, locale) } },
          { id: 'vdsl', cells: { technology: 'VDSL', download: mbit(250, locale), upload: mbit(40, locale) } },
          { id: 'cable', cells: { technology: t.cable, download: mbit(512.5, locale), upload: mbit(51.25, locale) } },
        ]}
      />
    );
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderAvailability: Story = {};
export const CaptionHidden: Story = { args: { captionHidden: true } };
