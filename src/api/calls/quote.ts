import type { CallOptions, Http } from '../http.ts';
import { readPdfFile, type PdfFile } from '../pdfFile.ts';
import type { QuoteRequest } from '../schemas/order.ts';

/** `POST quotes`: the quote PDF, its file name from content-disposition (`filename*` first). */
export async function submitQuote(http: Http, body: QuoteRequest, { signal }: CallOptions = {}): Promise<PdfFile> {
  return http.run('submitQuote', 'quotes', { method: 'post', json: body, ...(signal ? { signal } : {}) }, {}, (response) =>
    readPdfFile('submitQuote', response, 'quote.pdf'),
  );
}
