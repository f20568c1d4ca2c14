import { describe, expect, it } from 'vitest';
import { arrive } from '../visitor.ts';

describe('translations/{namespace}', () => {
  it('answers a namespace the spec does not name with 404', async () => {
    const response = await (await arrive()).get('/api/translations/checkout');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Unknown namespace checkout' });
  });
});
