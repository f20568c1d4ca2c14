import type { ApiCallName } from './errors.ts';
import { ApiError } from './errors.ts';

export interface PdfFile {
  blob: Blob;
  /** From content-disposition; a fallback name when the server gives none. */
  filename: string;
}

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

/**
 * The file name of a `Content-Disposition` header: RFC 5987 `filename*=UTF-8''...` wins over `filename="..."`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || undefined;
}

/**
 * Reads an answer that must be a PDF (the quote, the contract summary). A 200 whose body is not a PDF (an error
 * page, JSON) fails the call as a failed PDF generation: never saved as ".pdf", and reported (spec section 8).
 */
export async function readPdfFile(call: ApiCallName, response: Response, fallbackName: string): Promise<PdfFile> {
  const blob = await response.blob();
  const head = new TextDecoder().decode(new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer()));
  if (head !== PDF_MAGIC) throw new ApiError({ call, code: 'ERR_PARSE', message: `${call} failed: the answer is not a PDF` });
  return { blob, filename: filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName };
}
