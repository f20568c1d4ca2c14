import type { Language } from '../../domain/schemas/common.ts';
import type { CallOptions, Http } from '../http.ts';
import { readPdfFile, type PdfFile } from '../pdfFile.ts';
import { FoundOrderResponse, SavedOrderResponse, SubmitOrderResponse, type OrderBody, type SubmitOrderBody } from '../schemas/order.ts';

const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET contract-summary?lang=`: the PDF of the order saved so far. */
export async function loadContractSummary(http: Http, { lang, signal }: CallOptions & { lang: Language }): Promise<PdfFile> {
  return http.run('loadContractSummary', 'contract-summary', { method: 'get', searchParams: { lang }, ...sig(signal) }, {}, (response) =>
    readPdfFile('loadContractSummary', response, 'contract-summary.pdf'),
  );
}

/** `PUT order`: saves a part of the order in the session; answers the order saved so far. */
export async function saveOrder(http: Http, body: OrderBody, { signal }: CallOptions = {}): Promise<OrderBody> {
  const answer = await http.json('saveOrder', SavedOrderResponse, 'order', { method: 'put', json: body, ...sig(signal) });
  return answer.data;
}

/**
 * `PUT order` of a new session's restore (the order saved so far, saved again after a renewal): a 401 fails it as it
 * is, since the calls that needed the new session wait for it (./http.ts).
 */
export async function restoreOrder(http: Http, body: OrderBody, { signal }: CallOptions = {}): Promise<OrderBody> {
  const answer = await http.json('saveOrder', SavedOrderResponse, 'order', { method: 'put', json: body, ...sig(signal) }, { renewSession: false });
  return answer.data;
}

/** `DELETE order`. */
export async function deleteOrder(http: Http, { signal }: CallOptions = {}): Promise<void> {
  await http.empty('deleteOrder', 'order', { method: 'delete', ...sig(signal) });
}

/** `GET order?fields=orderAddress,bandwidth`: the saved order, optionally only the listed blocks. */
export async function loadOrder(http: Http, { fields, signal }: CallOptions & { fields?: ReadonlyArray<keyof OrderBody> } = {}): Promise<OrderBody> {
  const searchParams = fields?.length ? { fields: fields.join(',') } : undefined;
  const answer = await http.json('loadOrder', SavedOrderResponse, 'order', {
    method: 'get',
    ...(searchParams ? { searchParams } : {}),
    ...sig(signal),
  });
  return answer.data;
}

/**
 * `POST orders` with the caller's `Idempotency-Key`: a retry of the same submit reuses the key, and the server
 * answers it with the first result instead of a second order. Never timed out (`timeout: false`, whatever the
 * client's default): an order that is slow to answer may still have been placed, so the submission machine tells
 * the visitor and offers a retry beside it rather than abort it (DESIGN.md, "The final submit").
 */
export async function submitOrder(
  http: Http,
  body: SubmitOrderBody,
  { idempotencyKey, signal }: CallOptions & { idempotencyKey: string },
): Promise<SubmitOrderResponse> {
  return http.json('submitOrder', SubmitOrderResponse, 'orders', {
    method: 'post',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: false,
    ...sig(signal),
  });
}

/**
 * `GET orders/by-key/{idempotencyKey}` (ours, issue 48; docs/DESIGN.md, "The final submit"): the answer of the order
 * the server placed under the key, the same `POST orders` gave, or null when it has none. The server answers a key
 * whose order is still on its way once that order has its answer.
 */
export async function findOrder(http: Http, { idempotencyKey, signal }: CallOptions & { idempotencyKey: string }): Promise<SubmitOrderResponse | null> {
  const answer = await http.json('findOrder', FoundOrderResponse, `orders/by-key/${encodeURIComponent(idempotencyKey)}`, { method: 'get', ...sig(signal) });
  return answer.data;
}
