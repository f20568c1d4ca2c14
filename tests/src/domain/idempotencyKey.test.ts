import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedSections, fingerprint, orderKeyFor, randomUuid } from '../../../src/domain/idempotencyKey.ts';
import { isOrderKey, storedOrderKey, type OrderKey } from '../../../src/domain/orderKey.ts';

/** New keys in order, so a test can tell a new key from a kept one. */
function counter() {
  let next = 0;
  return () => `key-${++next}`;
}

/** Sends the bodies in turn as the machine does once each key's fate is known: each one's key, the order's key after it. */
function sendAll(bodies: ReadonlyArray<Record<string, unknown>>, key: OrderKey | null = null, newKey = counter()) {
  const sent: Array<{ body: Record<string, unknown>; idempotencyKey: string }> = [];
  for (const body of bodies) {
    key = { ...orderKeyFor(key, body, newKey), fate: 'none' };
    sent.push({ body, idempotencyKey: key.idempotencyKey });
  }
  return { sent, key };
}

const body = (firstName: string, extra: Record<string, unknown> = {}) => ({
  customer: { firstName, lastName: 'Schmidt' },
  bankAccount: { owner: 'Anna Schmidt', bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' },
  order: { plan: { code: 'VOIPPRIV' }, addons: [{ id: 7, quantity: 1 }] },
  password: 'Geheim123!',
  ...extra,
});

/** Small order-like bodies, often equal to one another, so that a run has repeats as well as changes. */
const bodies = fc.array(
  fc.record({
    customer: fc.record({ firstName: fc.constantFrom('Anna', 'Jonas', 'Émile'), lastName: fc.constantFrom('Schmidt', 'de Vries') }),
    order: fc.record({ plan: fc.record({ code: fc.constantFrom('VOIPPRIV', 'TALPRIV100') }), quantity: fc.integer({ min: 1, max: 2 }) }),
    password: fc.option(fc.constantFrom('Geheim123!', 'Anders456?'), { nil: undefined }),
    bankAccount: fc.record({ owner: fc.constant('Anna Schmidt'), bic: fc.constant('COBADEFFXXX'), iban: fc.constantFrom('DE89370400440532013000', 'DE02120300000000202051') }),
  }),
  { maxLength: 12 },
);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe("the order's idempotency key (issue 48)", () => {
  it('keeps the key while the body stays the same, and makes a new one when it changes', () => {
    const { sent } = sendAll([body('Anna'), body('Anna'), body('Jonas'), body('Jonas'), body('Anna')]);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2', 'key-2', 'key-3']);
  });

  it('gives a body that differs in the password only a new key while the page knows the password', () => {
    const { sent } = sendAll([body('Anna'), body('Anna', { password: 'Anders456?' })]);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('never sends two different bodies under one key in a row, nor changes the key of an unchanged body (property)', () => {
    fc.assert(
      fc.property(bodies, (run) => {
        const { sent } = sendAll(run);
        for (let index = 1; index < sent.length; index++) {
          const [before, now] = [sent[index - 1]!, sent[index]!];
          expect(before.idempotencyKey === now.idempotencyKey).toBe(same(before.body, now.body));
        }
      }),
    );
  });

  it('a key about to go out has its fate unknown', () => {
    expect(orderKeyFor(null, body('Anna'), counter()).fate).toBe('unknown');
  });

  it('after a reload (the stored key, no password hash) sends the same body under the same key (property)', () => {
    fc.assert(
      fc.property(bodies, (typed) => {
        fc.pre(typed.length > 0);
        const { key } = sendAll(typed);
        const restored = JSON.parse(JSON.stringify(storedOrderKey(key))) as OrderKey;
        expect(isOrderKey(restored)).toBe(true);
        const again = { ...typed.at(-1)!, password: 'another, typed again after the reload' };
        expect(orderKeyFor(restored, again, () => 'a-new-key').idempotencyKey).toBe(key!.idempotencyKey);
        expect(changedSections(restored, again)).toEqual([]);
      }),
    );
  });

  it('names the blocks of the body that changed since the key went out, the password left out', () => {
    const key = orderKeyFor(null, body('Anna'), counter());
    expect(changedSections(key, body('Anna'))).toEqual([]);
    expect(changedSections(key, body('Anna', { password: 'Anders456?' }))).toEqual([]);
    expect(changedSections(key, body('Jonas', { accountSettings: { newsletterSetting: true } }))).toEqual(['accountSettings', 'customer']);
    const { customer: _customer, ...withoutCustomer } = body('Anna');
    expect(changedSections(key, withoutCustomer)).toEqual(['customer']);
  });

  it('reads a body the same whatever order its fields come in (a restored form)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(fingerprint({ a: record, list: [record] })).toBe(fingerprint({ list: [reversed], a: reversed }));
      }),
    );
  });

  it('writes no trace of the password nor of the bank details to storage', () => {
    const key = orderKeyFor(null, body('Anna'), counter());
    const stored = JSON.stringify(storedOrderKey(key));
    expect(stored).not.toContain('Geheim');
    expect(stored).not.toContain(fingerprint('Geheim123!'));
    expect(stored).not.toContain('DE89');
    expect(stored).not.toContain(key.sections.bankAccount);
    const { bankAccount: _bank, ...withoutBank } = key.sections;
    expect(storedOrderKey(key)).toEqual({ idempotencyKey: 'key-1', sections: withoutBank, fate: 'unknown' });
  });

  it('tells changed bank details apart while the page lives, not after a reload', () => {
    const key = orderKeyFor(null, body('Anna'), counter());
    const otherBank = body('Anna', { bankAccount: { owner: 'Anna Schmidt', bic: 'BYLADEM1001', iban: 'DE02120300000000202051' } });
    expect(changedSections(key, otherBank)).toEqual(['bankAccount']);
    expect(changedSections(storedOrderKey(key)!, otherBank)).toEqual([]);
  });
});

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a version 4 UUID from random values where crypto.randomUUID is missing (a page on plain http)', () => {
    const engine = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => engine.getRandomValues(array as never) as T });
    const keys = Array.from({ length: 50 }, () => randomUuid());
    for (const key of keys) expect(key).toMatch(uuidV4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses the engine's own where it has one", () => {
    expect(randomUuid()).toMatch(uuidV4);
  });
});
