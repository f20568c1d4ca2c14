import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { Language } from '../../src/domain/schemas/common.ts';
import type { OrderSelection } from '../../src/domain/schemas/order.ts';
import type { DemoPlan } from './fixtures/plans.ts';
import type { FontLoader } from './font.ts';
import { orderLines, round } from './pricing.ts';

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

export interface PdfTable {
  rows: ReadonlyArray<readonly [label: string, monthly: string, once: string]>;
  header: readonly [string, string, string];
}

/**
 * A real, small A4 PDF: a title, lines of text and a price table, in DejaVu Sans (embedded and subset, so any
 * Latin, Greek or Cyrillic name works).
 */
export async function renderPdf(
  loadFont: FontLoader,
  content: { title: string; subject: string; lines: ReadonlyArray<PdfLine>; table?: PdfTable; footer?: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(content.title);
  doc.setSubject(content.subject);
  doc.setProducer('order-form demo API');
  doc.setCreationDate(new Date());
  const font = await doc.embedFont(await loadFont(), { subset: true });
  let page = doc.addPage([595.28, 841.89]);
  const margin = 56;
  let y = page.getHeight() - margin;

  const write = (text: string, size: number, x = margin, color = rgb(0.1, 0.1, 0.15)) => {
    if (y < margin + size) {
      page = doc.addPage([595.28, 841.89]);
      y = page.getHeight() - margin;
    }
    page.drawText(fit(text, font, size, page.getWidth() - x - margin), { x, y, size, font, color });
  };

  page.drawRectangle({ x: 0, y: page.getHeight() - 8, width: page.getWidth(), height: 8, color: rgb(0.05, 0.35, 0.6) });
  write(content.title, 20);
  y -= 32;
  for (const line of content.lines) {
    const size = line.size ?? 11;
    write(line.text, size);
    y -= size + (line.gap ?? 6);
  }
  if (content.table) {
    y -= 8;
    drawRow(page, font, content.table.header, y, margin, true);
    y -= 18;
    for (const row of content.table.rows) {
      if (y < margin + 20) {
        page = doc.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      drawRow(page, font, row, y, margin, false);
      y -= 16;
    }
  }
  if (content.footer) {
    page.drawText(fit(content.footer, font, 8, page.getWidth() - 2 * margin), { x: margin, y: margin / 2, size: 8, font, color: rgb(0.4, 0.4, 0.45) });
  }
  return doc.save();
}

function drawRow(page: PDFPage, font: PDFFont, row: readonly [string, string, string], y: number, margin: number, header: boolean) {
  const size = header ? 10 : 10;
  const color = header ? rgb(0.05, 0.35, 0.6) : rgb(0.1, 0.1, 0.15);
  const width = page.getWidth() - 2 * margin;
  page.drawText(fit(row[0], font, size, width * 0.6), { x: margin, y, size, font, color });
  for (const [index, text] of [row[1], row[2]].entries()) {
    const right = margin + width * (index === 0 ? 0.8 : 1);
    page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color });
  }
  if (header) page.drawLine({ start: { x: margin, y: y - 4 }, end: { x: margin + width, y: y - 4 }, thickness: 0.5, color });
}

/** Cuts a text to the width, with an ellipsis: a long company name must not run off the page. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const clean = text.replace(/[\r\n\t]+/g, ' ');
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let out = clean;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}

/** `attachment; filename="..."; filename*=UTF-8''...`: ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A PDF download: `Content-Disposition` exposed, so a client on another origin can read the file name. */
export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(filename),
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}

/** The order's price table: one row per line, then the total (gross for private plans, net for business ones). */
export function priceTable(plan: DemoPlan, selection: Pick<OrderSelection, 'addons'>, lang: Language): PdfTable {
  const words = pdfWords[lang];
  const lines = orderLines(plan, selection);
  const money = (value: number) => `${value.toFixed(2).replace('.', lang === 'en' ? '.' : ',')} €`;
  const monthly = round(lines.reduce((sum, line) => sum + line.monthly, 0));
  const once = round(lines.reduce((sum, line) => sum + line.once, 0));
  return {
    header: [words.item, words.monthly, words.once] as const,
    rows: [
      ...lines.map((line) => [line.label[lang], money(line.monthly), money(line.once)] as const),
      [`${words.total} (${plan.type === 'private' ? words.gross : words.net}, ${plan.vatPercentage ?? 19} %)`, money(monthly), money(once)] as const,
    ],
  };
}

const pdfWordsDe = { plan: 'Tarif', customer: 'Kunde', contact: 'Kontakt', address: 'Adresse', serviceCountry: 'Land', quoteNumber: 'Angebotsnummer', resume: 'Online bestellen', quoteTitle: 'Angebot', quoteFile: 'Angebot', summaryTitle: 'Vertragszusammenfassung', summaryFile: 'Vertragszusammenfassung', summaryNote: 'Diese Vertragszusammenfassung ist Bestandteil Ihres Vertrags (EU-Kodex für elektronische Kommunikation).', validity: 'Dieses Angebot ist 30 Tage gültig', item: 'Leistung', monthly: 'Monatlich', once: 'Einmalig', total: 'Summe', gross: 'brutto', net: 'netto' };

/** The words of the contract summary and the quote, per language. */
export const pdfWords: Record<Language, Record<keyof typeof pdfWordsDe, string>> = {
  de: pdfWordsDe,
  en: { plan: 'Plan', customer: 'Customer', contact: 'Contact', address: 'Address', serviceCountry: 'Country', quoteNumber: 'Quote number', resume: 'Order online', quoteTitle: 'Quote', quoteFile: 'Quote', summaryTitle: 'Contract summary', summaryFile: 'Contract-summary', summaryNote: 'This contract summary is part of your contract (European Electronic Communications Code).', validity: 'This quote is valid for 30 days', item: 'Item', monthly: 'Monthly', once: 'One-off', total: 'Total', gross: 'gross', net: 'net' },
  nl: { plan: 'Abonnement', customer: 'Klant', contact: 'Contact', address: 'Adres', serviceCountry: 'Land', quoteNumber: 'Offertenummer', resume: 'Online bestellen', quoteTitle: 'Offerte', quoteFile: 'Offerte', summaryTitle: 'Contractsamenvatting', summaryFile: 'Contractsamenvatting', summaryNote: 'Deze contractsamenvatting maakt deel uit van uw contract (Europees wetboek voor elektronische communicatie).', validity: 'Deze offerte is 30 dagen geldig', item: 'Dienst', monthly: 'Maandelijks', once: 'Eenmalig', total: 'Totaal', gross: 'bruto', net: 'netto' },
  fr: { plan: 'Offre', customer: 'Client', contact: 'Contact', address: 'Adresse', serviceCountry: 'Pays', quoteNumber: 'Numéro de devis', resume: 'Commander en ligne', quoteTitle: 'Devis', quoteFile: 'Devis', summaryTitle: 'Récapitulatif contractuel', summaryFile: 'Recapitulatif-contractuel', summaryNote: 'Ce récapitulatif fait partie de votre contrat (code européen des communications électroniques).', validity: 'Ce devis est valable 30 jours', item: 'Prestation', monthly: 'Mensuel', once: 'Unique', total: 'Total', gross: 'TTC', net: 'HT' },
};
