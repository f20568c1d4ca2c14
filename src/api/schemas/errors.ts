import * as z from 'zod/mini';
import { ServerErrors } from './order.ts';

/**
 * The bodies of the error answers the API gives (spec section 8, the error catalogue; docs/BACKEND.md). The element
 * decides by the status alone (a 404 plan, a 412 address check, a 401 session, a 403 XSRF refusal, a 4xx availability
 * check as "not available"), so nothing in the browser parses these: they are the OpenAPI document's
 * (build/tools/openApiDocument.ts) and the demo's. Not exported from ./index.ts: no module of the element imports
 * them, and none should.
 */

/**
 * Every error answer: JSON with a reason for the logs; `code` names the refusal where there are several (the demo's
 * `XSRF` for a 403, `SESSION_ENDED` for a 401). The 401, 403, 404, 412 and 5xx answers are this shape.
 */
export const ErrorAnswer = z.object({
  message: z.string(),
  code: z.optional(z.union([z.string(), z.number()])),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** One reason a request was refused: where in the body or query (`path`), and why. */
export const RequestIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.optional(z.string()),
});
export type RequestIssue = z.infer<typeof RequestIssue>;

/**
 * 400: a body or query the server refuses (a schema's issues, a field past its limit, an unknown plan); for the order
 * save the spec's ERR_BAD_REQUEST, which resets the order process (spec section 8).
 */
export const InvalidRequestAnswer = z.extend(ServerErrors, {
  message: z.string(),
  issues: z.optional(z.array(RequestIssue)),
});
export type InvalidRequestAnswer = z.infer<typeof InvalidRequestAnswer>;

/** 413: a body past the server's limit (the demo's: 64 KB). */
export const BodyTooLargeAnswer = z.extend(ErrorAnswer, { maximum: z.optional(z.number()) });
export type BodyTooLargeAnswer = z.infer<typeof BodyTooLargeAnswer>;

/** 422 of `POST orders`: the `Idempotency-Key` was sent before with another body; a changed order needs a new key. */
export const IdempotencyKeyBodyAnswer = z.extend(ErrorAnswer, { code: z.literal('IDEMPOTENCY_KEY_BODY') });
export type IdempotencyKeyBodyAnswer = z.infer<typeof IdempotencyKeyBodyAnswer>;
