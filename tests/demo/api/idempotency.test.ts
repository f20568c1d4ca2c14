import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, KEY_LIFETIME_MS, canonicalHash, canonicalJson, type OrderAnswer } from '../../../demo/api/idempotency.ts';

/** An order placed slowly: it answers when the test says so. */
function slowPlacement(answer: OrderAnswer) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const place = async () => {
    calls++;
    await released;
    return answer;
  };
  return { place, release, calls: () => calls };
}

describe('one key, one order (IdempotencyKeys)', () => {
  it('makes a second request with the key wait for the first order and answer it, placing nothing itself', async () => {
    const keys = new IdempotencyKeys();
    const first = slowPlacement({ status: 201, body: { transactionId: 'NT-1' } });
    const second = slowPlacement({ status: 201, body: { transactionId: 'NT-2' } });
    const hash = Promise.resolve('same');
    const answers = [keys.once('k', hash, first.place), keys.once('k', hash, second.place)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.release();
    expect(await Promise.all(answers)).toEqual([
      { type: 'answered', answer: { status: 201, body: { transactionId: 'NT-1' } } },
      { type: 'answered', answer: { status: 201, body: { transactionId: 'NT-1' } } },
    ]);
    expect(second.calls()).toBe(0);
  });

  it('refuses the key for another body while the first is still on its way', async () => {
    const keys = new IdempotencyKeys();
    const first = slowPlacement({ status: 201, body: {} });
    const pending = keys.once('k', Promise.resolve('a'), first.place);
    expect(await keys.once('k', Promise.resolve('b'), first.place)).toEqual({ type: 'otherBody' });
    first.release();
    await pending;
    expect(first.calls()).toBe(1);
  });

  it('frees the key when the first body was refused: the waiting request places its own', async () => {
    const keys = new IdempotencyKeys();
    const refused = slowPlacement({ status: 400, body: { message: 'Invalid request' } });
    const made = slowPlacement({ status: 201, body: { transactionId: 'NT-3' } });
    const first = keys.once('k', Promise.resolve('a'), refused.place);
    const second = keys.once('k', Promise.resolve('a'), made.place);
    refused.release();
    made.release();
    expect(await first).toEqual({ type: 'answered', answer: { status: 400, body: { message: 'Invalid request' } } });
    expect(await second).toEqual({ type: 'answered', answer: { status: 201, body: { transactionId: 'NT-3' } } });
  });
});

describe("a key's fate (GET orders/by-key/{key}, issue 48)", () => {
  it('is the order placed under the key, waiting for one still on its way; none for a key never sent or refused', async () => {
    const keys = new IdempotencyKeys();
    const slow = slowPlacement({ status: 201, body: { transactionId: 'NT-4' } });
    const placing = keys.once('k', Promise.resolve('a'), slow.place);
    let fate: unknown = 'not yet';
    const asked = keys.fate('k').then((answer) => (fate = answer));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fate).toBe('not yet');
    slow.release();
    await Promise.all([placing, asked]);
    expect(fate).toEqual({ status: 201, body: { transactionId: 'NT-4' } });
    expect(await keys.fate('never-sent')).toBeNull();
    const refused = slowPlacement({ status: 400, body: { message: 'Invalid request' } });
    refused.release();
    await keys.once('r', Promise.resolve('a'), refused.place);
    expect(await keys.fate('r')).toBeNull();
  });

  it('keeps a key and its order for 24 hours, then forgets it', async () => {
    let now = 0;
    const keys = new IdempotencyKeys(() => now);
    const made = slowPlacement({ status: 201, body: { transactionId: 'NT-5' } });
    made.release();
    await keys.once('k', Promise.resolve('a'), made.place);
    now = KEY_LIFETIME_MS - 1;
    expect(await keys.fate('k')).toEqual({ status: 201, body: { transactionId: 'NT-5' } });
    now = KEY_LIFETIME_MS + 1;
    expect(await keys.fate('k')).toBeNull();
  });
});

describe('the canonical body', () => {
  const json = fc.jsonValue({ maxDepth: 4 });
  const shuffled = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shuffled);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, shuffled(item)]));
    return value;
  };

  it('is the same text for the same body with its keys in any order (property)', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(shuffled(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it('is JSON that reads back as the body (property)', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('hashes bodies that differ in one field differently', async () => {
    expect(await canonicalHash({ a: 1, b: [1, 2] })).toBe(await canonicalHash({ b: [1, 2], a: 1 }));
    expect(await canonicalHash({ a: 1, b: [1, 2] })).not.toBe(await canonicalHash({ a: 1, b: [2, 1] }));
    expect(await canonicalHash({ a: '1' })).not.toBe(await canonicalHash({ a: 1 }));
  });
});
