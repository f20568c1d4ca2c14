/** What `POST orders` answered: kept under its Idempotency-Key once an order was made. */
export interface OrderAnswer {
  status: number;
  body: unknown;
}

export type IdempotentOutcome =
  | { type: 'answered'; answer: OrderAnswer }
  | { type: 'otherSession' }
  | { type: 'otherBody' };

interface Claim {
  sessionId: string;
  bodyHash: Promise<string>;
  /** the answer once the order was made; null when the body was refused (the key is free again) */
  answer: Promise<OrderAnswer | null>;
}

/**
 * One key, one order (spec section 7 `POST orders`, issue 41): a key belongs to the session that sent it first and
 * to the canonical hash of that body. The key is claimed before anything is awaited, so a second request with it
 * waits for the first's answer and repeats it (the same transactionId); another session or another body with the
 * key is refused. A refused body (400) makes no order and frees the key.
 */
export class IdempotencyKeys {
  #claims = new Map<string, Claim>();

  async once(key: string, sessionId: string, bodyHash: Promise<string>, place: () => Promise<OrderAnswer>): Promise<IdempotentOutcome> {
    for (let claim = this.#claims.get(key); claim; claim = this.#claims.get(key)) {
      if (claim.sessionId !== sessionId) return { type: 'otherSession' };
      if ((await claim.bodyHash) !== (await bodyHash)) return { type: 'otherBody' };
      const answer = await claim.answer;
      if (answer) return { type: 'answered', answer };
    }
    let settle: (answer: OrderAnswer | null) => void = () => undefined;
    const claim: Claim = { sessionId, bodyHash, answer: new Promise((resolve) => (settle = resolve)) };
    this.#claims.set(key, claim);
    try {
      const answer = await place();
      const made = answer.status >= 200 && answer.status < 300;
      if (!made) this.#claims.delete(key);
      settle(made ? answer : null);
      return { type: 'answered', answer };
    } catch (error) {
      this.#claims.delete(key);
      settle(null);
      throw error;
    }
  }

  clear(): void {
    this.#claims.clear();
  }
}

/** JSON with every object's keys sorted: the same order body, however its keys were written, gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** SHA-256 of the canonical JSON, hex (Web Crypto: node and the browser alike). */
export async function canonicalHash(value: unknown): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(value)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
