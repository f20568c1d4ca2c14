import type { Context } from 'hono';
import type { Session } from './state.ts';

/** What every handler of the demo API finds on its context: the visitor's session (set by `sessionWithXsrf`). */
export type DemoEnv = { Variables: { session: Session } };

/** The request's JSON body, or undefined when it has none or it is not JSON (the schema then says what is missing). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** `400 { message: 'Invalid request', issues }`: the zod issues of the client's own schema. */
export function badRequest(c: Context, issues: ReadonlyArray<unknown>) {
  return c.json({ message: 'Invalid request', issues }, 400);
}

/** No answer at all: the socket is dropped in node; msw turns `Response.error()` into a network error. */
export function networkError(c: Context): Response {
  const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
  incoming?.socket?.destroy();
  return Response.error();
}
