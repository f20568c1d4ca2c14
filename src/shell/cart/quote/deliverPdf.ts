import type { PdfFile } from '../../../api/pdfFile.ts';

/** How long the saving click's object URL lives: the browser has taken the file long before. */
const SAVE_URL_LIFETIME = 60_000;

/** The PDF saved under its server name as a user's click on a download link saves it. */
export function deliverPdf(file: PdfFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME);
}

/** Scrolls the nearest scrolling box (the cart dialog, else the page) so `element` sits `offset` px below its top. */
export function scrollToWithOffset(element: HTMLElement, offset: number): void {
  let box: HTMLElement | null = element.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  const smooth = typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  if (box) {
    box.scrollTo({ top: box.scrollTop + element.getBoundingClientRect().top - box.getBoundingClientRect().top - offset, behavior });
  } else {
    const view = element.ownerDocument.defaultView ?? window;
    view.scrollTo({ top: view.scrollY + element.getBoundingClientRect().top - offset, behavior });
  }
}
