import { describe, expect, it } from 'vitest';
import { PlanLinkCreatedResponse } from '../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

describe('plan-links', () => {
  it('saves a configuration under a new hash (201), which GET plan-links/{planCode} answers to the visitor and to any other', async () => {
    const visitor = await arrive();
    const body = { plan_code: 'voipbiz', email: 'jana@example.org', config: [{ id: 3241, quantity: 5, name: 'IP-Telefon' }] };
    const created = await visitor.post('/api/plan-links', body);
    expect(created.status).toBe(201);
    const link = PlanLinkCreatedResponse.parse(await created.json()).data;
    expect(link).toMatchObject({ plan_code: 'VOIPBIZ', email: 'jana@example.org', url: `/plans/VOIPBIZ/product/?plan_link=${link.hash}` });
    expect(await (await visitor.get('/api/plan-links/VOIPBIZ')).json()).toEqual({ data: link });
    const other = await arrive(visitor.app);
    expect(await (await other.get('/api/plan-links/voipbiz')).json()).toEqual({ data: link });
  });

  it('answers 404 for a plan without a saved link, and 400 for an unknown plan or a bad e-mail', async () => {
    const visitor = await arrive();
    expect((await visitor.get('/api/plan-links/SIPB')).status).toBe(404);
    expect((await visitor.post('/api/plan-links', { plan_code: 'NOPE', email: 'jana@example.org', config: [] })).status).toBe(400);
    expect((await visitor.post('/api/plan-links', { plan_code: 'SIPB', email: 'jana', config: [] })).status).toBe(400);
  });
});
