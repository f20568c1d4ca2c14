import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { BODY_LIMIT_BYTES, bodyLimitIssues, queryLimitIssues } from './limits.ts';

/** 413 with a JSON message for a body past `BODY_LIMIT_BYTES`, told by its Content-Length or counted as it streams. */
export function limitBodySize() {
  return bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: `Request body too large: at most ${BODY_LIMIT_BYTES} bytes`, maximum: BODY_LIMIT_BYTES }, 413),
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
