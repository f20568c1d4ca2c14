import { describe, expect, it } from 'vitest';
import { headerPositionOf, resolveAttributes } from '../../src/contract/attributes.ts';

describe('element attributes', () => {
  it('defaults api-base to /api/, base-path to /, routing to history, storage-key to order-form, header to sticky', () => {
    expect(resolveAttributes({})).toEqual({
      apiBase: '/api/',
      basePath: '/',
      routing: 'history',
      storageKey: 'order-form',
      header: 'sticky',
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
});
