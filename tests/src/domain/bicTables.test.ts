import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBicTable } from '../../../src/domain/bicTables.ts';

afterEach(() => {
  vi.doUnmock('iban-to-bic/datasets/lu.json');
});

describe('the BIC tables, one lazy chunk per country', () => {
  it('loads a country’s table once', async () => {
    const table = await loadBicTable('NL');
    expect(table).toBe(await loadBicTable('NL'));
    expect(Object.keys(table).length).toBeGreaterThan(10);
  });

  it('rejects when the table’s chunk fails to load, and fetches it again on the next call', async () => {
    vi.doMock('iban-to-bic/datasets/lu.json', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /chunks/lu.js');
    });
    // Vitest wraps the factory's error: the fetch failure is its cause
    await expect(loadBicTable('LU')).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/Failed to fetch/) }) });
    vi.doUnmock('iban-to-bic/datasets/lu.json');
    expect(Object.keys(await loadBicTable('LU')).length).toBeGreaterThan(0);
  });
});
