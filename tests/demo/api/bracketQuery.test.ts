import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherSearchParams } from '../../../src/api/index.ts';
import { parseBracketQuery } from '../../../demo/api/bracketQuery.ts';
import { MAX_ARRAY_ITEMS } from '../../../demo/api/limits.ts';
import { arrive } from './visitor.ts';

const parse = (query: string) => parseBracketQuery(new URLSearchParams(query), 'cartAddons', ['id', 'quantity']);

describe('bracket queries (cartAddons[n][id], spec section 7)', () => {
  it('reads the items in the order of their indices, gaps closed, with the other parameters as they came', () => {
    expect(parse('voucherCode=FIX5&cartAddons[1][id]=b&cartAddons[0][id]=a&cartAddons[0][quantity]=2&cartAddons[7][quantity]=1')).toEqual({
      ok: true,
      value: { voucherCode: 'FIX5', cartAddons: [{ id: 'a', quantity: '2' }, { id: 'b' }, { quantity: '1' }] },
    });
    expect(parse('voucherCode=FIX5')).toEqual({ ok: true, value: { voucherCode: 'FIX5', cartAddons: [] } });
  });

  it('refuses an index beyond the largest list, however many digits, without making a list of that length', () => {
    for (const index of [MAX_ARRAY_ITEMS, 16777215, 4294967294, '9'.repeat(400)]) {
      const result = parse(`cartAddons[${index}][id]=1`);
      expect(result).toMatchObject({ ok: false, issues: [{ path: ['cartAddons', String(index)], code: 'too_big', maximum: MAX_ARRAY_ITEMS - 1 }] });
    }
    expect(parse(`cartAddons[${MAX_ARRAY_ITEMS - 1}][id]=1`)).toEqual({ ok: true, value: { cartAddons: [{ id: '1' }] } });
  });

  it('refuses the list in any other form: a leading zero, a sign, a field not named, no field, no index', () => {
    for (const key of ['cartAddons[01][id]', 'cartAddons[-1][id]', 'cartAddons[1e3][id]', 'cartAddons[0][price]', 'cartAddons[0]', 'cartAddons', 'cartAddons[][id]', 'cartAddons[0][id][x]']) {
      expect(parse(`${encodeURIComponent(key)}=1`), key).toMatchObject({ ok: false, issues: [{ path: [key], code: 'invalid_key' }] });
    }
  });

  it('reads back what the element writes, for any cart within the limit (property)', () => {
    const addon = fc.record({ id: fc.oneof(fc.integer({ min: 1, max: 99999 }), fc.string({ minLength: 1, maxLength: 12 })), quantity: fc.nat(99) });
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.array(addon, { maxLength: MAX_ARRAY_ITEMS }), (voucherCode, cartAddons) => {
        const result = parseBracketQuery(voucherSearchParams({ voucherCode, cartAddons }), 'cartAddons', ['id', 'quantity']);
        expect(result).toEqual({ ok: true, value: { voucherCode, cartAddons: cartAddons.map((entry) => ({ id: String(entry.id), quantity: String(entry.quantity) })) } });
      }),
    );
  });

  it('never answers a list longer than the limit nor an item without a field, whatever the indices (property)', () => {
    const key = fc.tuple(fc.oneof(fc.nat(2 * MAX_ARRAY_ITEMS), fc.nat()), fc.constantFrom('id', 'quantity'));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), (keys) => {
        const params = new URLSearchParams(keys.map(([index, field]) => [`cartAddons[${index}][${field}]`, '1']));
        const result = parseBracketQuery(params, 'cartAddons', ['id', 'quantity']);
        const tooBig = keys.some(([index]) => index >= MAX_ARRAY_ITEMS);
        expect(result.ok).toBe(!tooBig);
        if (result.ok) {
          const list = result.value.cartAddons as Array<Record<string, string>>;
          expect(list.length).toBe(new Set(keys.map(([index]) => index)).size);
          for (const item of list) expect(Object.keys(item).length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('answers GET plans/{id}/vouchers with a huge index at once with 400, with no login (the route)', async () => {
    const visitor = await arrive();
    const started = performance.now();
    const answers = await Promise.all(
      [16777215, 4294967294].map((index) => visitor.app.request(`/api/plans/1001/vouchers?voucherCode=FIX5&cartAddons[${index}][id]=1`)),
    );
    // a 16-million-slot list took some 300 ms alone; 4294967294 blocked the server for a minute
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ message: 'Invalid request', issues: [{ code: 'too_big' }] });
    }
    expect((await visitor.get('/api/plans/1001/vouchers?voucherCode=FIX5&cartAddons[0][id]=1112&cartAddons[0][quantity]=1')).status).toBe(200);
  });
});
