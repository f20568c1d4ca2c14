import { describe, expect, it } from 'vitest';
import { headerPositionOf, paymentDataTtlOf, resolveAttributes } from '../../../src/contract/attributes.ts';

describe('element attributes', () => {
  it('defaults api-base to /api/, base-path to /, routing to history, storage-key to order-form, header to sticky, payment-data-ttl to 30', () => {
    expect(resolveAttributes({})).toEqual({
      apiBase: '/api/',
      basePath: '/',
      routing: 'history',
      storageKey: 'order-form',
      header: 'sticky',
      paymentDataTtl: '30',
    });
  });

  it('keeps memory routing and the given values', () => {
    expect(resolveAttributes({ routing: 'memory', apiBase: '/shop/api/', storageKey: 'second' })).toMatchObject({
      routing: 'memory',
      apiBase: '/shop/api/',
      storageKey: 'second',
    });
  });

  it('falls back to history routing for an unknown routing value', () => {
    expect(resolveAttributes({ routing: 'hash' }).routing).toBe('history');
  });

  it('takes header="static" and header="fixed" in any case, and falls back to sticky for an empty or unknown value', () => {
    expect(resolveAttributes({ header: 'static' }).header).toBe('static');
    expect(resolveAttributes({ header: 'fixed' }).header).toBe('fixed');
    expect(resolveAttributes({ header: 'Fixed' }).header).toBe('fixed');
    expect(resolveAttributes({ header: '' }).header).toBe('sticky');
    expect(resolveAttributes({ header: 'floating' }).header).toBe('sticky');
    expect(headerPositionOf(undefined)).toBe('sticky');
  });

  it('reads payment-data-ttl as positive minutes (fractions too), at most a day, and anything else as 30', () => {
    expect(paymentDataTtlOf(undefined)).toBe(30 * 60_000);
    expect(paymentDataTtlOf('')).toBe(30 * 60_000);
    expect(paymentDataTtlOf('10')).toBe(10 * 60_000);
    expect(paymentDataTtlOf(' 0.5 ')).toBe(30_000);
    expect(paymentDataTtlOf('0')).toBe(30 * 60_000);
    expect(paymentDataTtlOf('-5')).toBe(30 * 60_000);
    expect(paymentDataTtlOf('soon')).toBe(30 * 60_000);
    expect(paymentDataTtlOf('100000')).toBe(24 * 60 * 60_000);
    expect(resolveAttributes({ paymentDataTtl: 'soon' }).paymentDataTtl).toBe('30');
    expect(resolveAttributes({ paymentDataTtl: '2' }).paymentDataTtl).toBe('2');
  });
});
