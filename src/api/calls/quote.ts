import { ApiError } from '../errors.ts';
import type { CallOptions, Http, PdfFile } from '../http.ts';
import { filenameFromContentDisposition } from '../http.ts';
import type { QuoteRequest } from '../schemas/order.ts';

const PDF_MAGIC = '%PDF-';

/**
 * `POST quotes`: the quote PDF, its file name from content-disposition (`filename*` first). An answer that is not
 * a PDF is a failed PDF generation; it carries no error status, so it is reported (spec section 8).
 */
export async function submitQuote(http: Http, body: QuoteRequest, { signal }: CallOptions = {}): Promise<PdfFile> {
  return http.run('submitQuote', 'quotes', { method: 'post', json: body, ...(signal ? { signal } : {}) }, async (response) => {
    const blob = await response.blob();
    const head = new TextDecoder().decode(new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer()));
    if (head !== PDF_MAGIC) throw new ApiError({ call: 'submitQuote', code: 'ERR_PARSE', message: 'submitQuote failed: the answer is not a PDF' });
    return { blob, filename: filenameFromContentDisposition(response.headers.get('content-disposition')) ?? 'quote.pdf' };
  });
}
