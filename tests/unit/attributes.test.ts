import { describe, expect, it } from 'vitest';
import { resolveAttributes } from '../../src/attributes.ts';

describe('element attributes', () => {
  it('defaults api-base to /api/, base-path to /, routing to history and storage-key to order-form', () => {
    expect(resolveAttributes({})).toEqual({
      apiBase: '/api/',
      basePath: '/',
      routing: 'history',
      storageKey: 'order-form',
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
});
