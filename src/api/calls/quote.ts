import type { CallOptions, Http, PdfFile } from '../http.ts';
import type { QuoteRequest } from '../schemas/order.ts';

/** `POST quotes`: the quote PDF, its file name from content-disposition. */
export async function submitQuote(http: Http, body: QuoteRequest, { signal }: CallOptions = {}): Promise<PdfFile> {
  return http.file('submitQuote', 'quotes', { method: 'post', json: body, ...(signal ? { signal } : {}) }, 'quote.pdf');
}
