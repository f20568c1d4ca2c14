import * as z from 'zod/mini';
import type { AuthResponse } from '../../src/api/schemas/auth.ts';
import type { OrderBody } from '../../src/api/schemas/order.ts';
import type { PlanLinkCreatedResponse } from '../../src/api/schemas/planLinks.ts';
import { IdempotencyKeys } from './idempotency.ts';

/** One visitor of the demo API (a `demo_session` cookie). */
export interface Session {
  id: string;
  xsrf: string;
  order: OrderBody;
  auth: AuthResponse | null;
  /** The address of the last successful availability check: TAL plans answer 412 until there is one. */
  checkedAddress: { street: string; houseNumber: string; zipCode: string; city: string; country: string } | null;
  /** The session's own saved links (plan links and quotes), the latest per plan code. */
  planLinks: Map<string, PlanLinkCreatedResponse['data']>;
}

export type SavedLink = PlanLinkCreatedResponse['data'];

export interface SubmittedOrder {
  transactionId: string;
  receivedAt: string;
  sessionId: string;
  idempotencyKey: string;
  planCode: string;
  body: unknown;
}

/** `POST /api/_demo/faults`: what to do to the next `times` calls whose path matches. */
export const FaultRequest = z.object({
  /** Matched against the path after /api/ (`plans/TALPRIV100`): a substring, or a pattern with `*`. */
  path: z.string().check(z.minLength(1)),
  method: z.optional(z.string()),
  /** How many matching calls it applies to (default 1). */
  times: z.optional(z.number().check(z.int(), z.positive())),
  /** Answer with this status (and `body`, default `{ message: 'Injected fault' }`). */
  status: z.optional(z.number().check(z.int(), z.gte(100), z.lte(599))),
  body: z.optional(z.unknown()),
  /** Wait this long first (then answer normally unless another effect is set). */
  delayMs: z.optional(z.number().check(z.nonnegative(), z.lte(120_000))),
  /** Fail at the network level: no answer at all. */
  network: z.optional(z.boolean()),
  /**
   * Handle the call as usual (an order is placed), then drop its answer: the page sees a network failure, as when a
   * connection breaks on the way back.
   */
  dropAnswer: z.optional(z.boolean()),
  /** Handle the call as usual at once, then hold its answer this long (an order placed, its answer still on its way). */
  answerDelayMs: z.optional(z.number().check(z.nonnegative(), z.lte(120_000))),
  /** Answer 200 with a body that is not JSON. */
  malformed: z.optional(z.boolean()),
  /** End the visitor's session: answer 401, and so every later call until `auth` (GET or POST) makes a new one. */
  endSession: z.optional(z.boolean()),
  /** Give the session a new XSRF token (a new `XSRF-TOKEN` cookie) and answer 403, as a rotated cookie does. */
  rotateXsrf: z.optional(z.boolean()),
  /**
   * Only the calls of the session it is posted with (its `demo_session` cookie) take it, so a page in a parallel worker
   * cannot. Without it the fault is global: stories and tests post from a page whose cookie may be an earlier session's.
   */
  ownSession: z.optional(z.boolean()),
});
export type FaultRequest = z.infer<typeof FaultRequest>;

export interface Fault extends FaultRequest {
  id: number;
  remaining: number;
  /**
   * The poster's session (its `demo_session` cookie) for a fault posted `ownSession`: only that visitor's calls take
   * it. Without one it is global: the next matching call of any visitor takes it.
   */
  sessionId?: string;
}

export class DemoState {
  sessions = new Map<string, Session>();
  orders: SubmittedOrder[] = [];
  faults: Fault[] = [];
  /** Sessions ended by an `endSession` fault: their cookie gets 401 for good; `auth` with it makes a new session. */
  endedSessions = new Set<string>();
  /** `POST orders`: each Idempotency-Key with its session, its body's hash and its answer. */
  idempotency = new IdempotencyKeys();
  /** Every saved link by its hash, with the session that made it: a link opened from the e-mail arrives without it. */
  planLinks = new Map<string, { sessionId: string; link: SavedLink }>();
  partnerCounters = new Map<string, number>();
  #nextFault = 1;
  #nextOrder = 1;
  /** How many resets so far: a call that waited out a delay fault across a reset belongs to the demo before it. */
  resets = 0;

  reset(): void {
    this.resets += 1;
    this.sessions.clear();
    this.orders = [];
    this.faults = [];
    this.endedSessions.clear();
    this.idempotency.clear();
    this.planLinks.clear();
    this.partnerCounters.clear();
    this.#nextOrder = 1;
  }

  newSession(): Session {
    const session: Session = { id: randomId(), xsrf: randomId(), order: {}, auth: null, checkedAddress: null, planLinks: new Map() };
    this.sessions.set(session.id, session);
    return session;
  }

  addFault(request: FaultRequest, sessionId?: string): Fault {
    const fault: Fault = { ...request, id: this.#nextFault++, remaining: request.times ?? 1, ...(sessionId ? { sessionId } : {}) };
    this.faults.push(fault);
    return fault;
  }

  /** The fault for this call of this session (its own, or a global one), used up by one. */
  takeFault(method: string, path: string, sessionId = ''): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (candidate.sessionId === undefined || candidate.sessionId === sessionId) &&
        (!candidate.method || candidate.method.toUpperCase() === method.toUpperCase()) &&
        pathMatches(candidate.path, path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  /** The session's pending faults, for the new session the same visitor got when `auth` renewed an ended one. */
  handFaultsOver(from: string, to: string): void {
    for (const fault of this.faults) if (fault.sessionId === from) fault.sessionId = to;
  }

  /** A saved link (a plan link or a quote's configuration): the session's latest for its plan, and by its hash. */
  savePlanLink(session: Session, link: SavedLink): void {
    session.planLinks.set(link.plan_code, link);
    this.planLinks.set(link.hash.toLowerCase(), { sessionId: session.id, link });
  }

  nextTransactionId(): string {
    return `NT-${new Date().getFullYear()}-${String(this.#nextOrder++).padStart(6, '0')}`;
  }
}

export function pathMatches(pattern: string, path: string): boolean {
  const clean = (value: string) => value.replace(/^\/?(api\/)?/, '');
  const target = clean(path);
  const wanted = clean(pattern);
  if (!wanted.includes('*')) return target.includes(wanted);
  const regex = new RegExp(`^${wanted.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(target);
}

export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A saved link's hash: 20 random base-32 characters (100 bits). Whoever holds it opens the link from any browser, so
 * it cannot be guessed or worked out from the configuration.
 */
export function randomHash(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => base32[byte % 32]).join('');
}
