import { describe, expect, it } from 'vitest';
import { arrive } from '../visitor.ts';

const plan = { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' };

describe('order (the order being filled in, kept in the session)', () => {
  it('merges each PUT into the saved order and answers all of it', async () => {
    const visitor = await arrive();
    await visitor.put('/api/order', { order: { addons: [], plan } });
    const answer = await (await visitor.put('/api/order', { technicianTimeSlot: 'morning' })).json();
    expect(answer).toEqual({ data: { order: { addons: [], plan }, technicianTimeSlot: 'morning' } });
  });

  it('answers only the fields asked for, leaving out those never saved', async () => {
    const visitor = await arrive();
    await visitor.put('/api/order', { order: { addons: [], plan }, technicianTimeSlot: 'evening' });
    expect(await (await visitor.get('/api/order?fields=technicianTimeSlot, customer')).json()).toEqual({ data: { technicianTimeSlot: 'evening' } });
    expect(await (await visitor.get('/api/order')).json()).toEqual({ data: { order: { addons: [], plan }, technicianTimeSlot: 'evening' } });
  });

  it('is emptied by DELETE (204, no body), and another visitor never sees it', async () => {
    const visitor = await arrive();
    await visitor.put('/api/order', { technicianTimeSlot: 'morning' });
    const other = await arrive(visitor.app);
    expect(await (await other.get('/api/order')).json()).toEqual({ data: {} });
    const deleted = await visitor.delete('/api/order');
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await (await visitor.get('/api/order')).json()).toEqual({ data: {} });
  });

  it('keeps the password but never answers it: not in PUT order, GET order nor GET order?fields=password', async () => {
    const visitor = await arrive();
    const saved = await visitor.put('/api/order', { password: 'Geheim-2026!', technicianTimeSlot: 'morning' });
    expect(await saved.json()).toEqual({ data: { technicianTimeSlot: 'morning' } });
    for (const path of ['/api/order', '/api/order?fields=password', '/api/order?fields=password,technicianTimeSlot']) {
      const text = await (await visitor.get(path)).text();
      expect(text, path).not.toContain('Geheim-2026!');
      expect(text, path).not.toContain('password');
    }
  });

  it('rejects a body that is not an order with the schema issues', async () => {
    const visitor = await arrive();
    const response = await visitor.put('/api/order', { technicianTimeSlot: 5 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid request', issues: [{ path: ['technicianTimeSlot'] }] });
  });
});
