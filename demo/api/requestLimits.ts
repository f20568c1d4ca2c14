import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BODY_LIMIT_BYTES, bodyLimitIssues, queryLimitIssues } from './limits.ts';

function tooLarge(c: Context) {
  return c.json({ message: `Request body too large: at most ${BODY_LIMIT_BYTES} bytes`, maximum: BODY_LIMIT_BYTES }, 413);
}

/**
 * 413 with a JSON message for a body past `BODY_LIMIT_BYTES`, told by its Content-Length or counted as it streams.
 * What was read is handed on through Hono's body cache, not a new Request as hono/body-limit makes: a Request built
 * in a browser page drops the Cookie header that msw put on (msw.ts), and the session with it.
 */
export function limitBodySize() {
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
    if (declared > BODY_LIMIT_BYTES) return tooLarge(c);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > BODY_LIMIT_BYTES) {
        await reader.cancel();
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // the cache holds the promises of what was read (hono's own reads store `raw.arrayBuffer()` there)
    (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(bytes.buffer);
    return next();
  });
}

/**
 * The limits of every call of the contract (`limits.ts`): each query parameter and each JSON body field, by its
 * name's rule, and the size of every list, before any route reads them; a break answers `400 { message, issues }`
 * as a schema's would. A body that is not JSON is left to the route's schema.
 */
export function limitFields() {
  return createMiddleware(async (c, next) => {
    const queryIssues = queryLimitIssues(new URL(c.req.url).searchParams);
    if (queryIssues.length > 0) return c.json({ message: 'Invalid request', issues: queryIssues }, 400);
    if (c.req.raw.body && /\bjson\b/i.test(c.req.header('Content-Type') ?? '')) {
      let body: unknown;
      try {
        // Hono keeps the text it read: the route's `readJson` parses it again
        body = await c.req.json();
      } catch {
        return next();
      }
      const issues = bodyLimitIssues(body);
      if (issues.length > 0) return c.json({ message: 'Invalid request', issues }, 400);
    }
    return next();
  });
}
