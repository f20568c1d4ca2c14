import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { FontLoader } from './font.ts';

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
