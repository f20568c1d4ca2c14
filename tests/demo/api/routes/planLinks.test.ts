import { describe, expect, it } from 'vitest';
import { PlanLinkCreatedResponse } from '../../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

const body = { plan_code: 'voipbiz', email: 'jana@example.org', config: [{ id: 3241, quantity: 5, name: 'IP-Telefon' }] };

async function savedLink(visitor: Awaited<ReturnType<typeof arrive>>) {
  const created = await visitor.post('/api/plan-links', body);
  expect(created.status).toBe(201);
  return PlanLinkCreatedResponse.parse(await created.json()).data;
}

describe('plan-links', () => {
  it('saves a configuration under a new random hash (201), which GET plan-links/{planCode} answers to the visitor', async () => {
    const visitor = await arrive();
    const link = await savedLink(visitor);
    expect(link).toMatchObject({ plan_code: 'VOIPBIZ', email: 'jana@example.org', url: `/plans/VOIPBIZ/product/?plan_link=${link.hash}` });
    expect(link.hash).toMatch(/^[a-z2-7]{20}$/);
    expect(await (await visitor.get('/api/plan-links/VOIPBIZ')).json()).toEqual({ data: link });
    expect((await savedLink(visitor)).hash).not.toBe(link.hash);
  });

  it("never answers another visitor's link by its plan alone", async () => {
    const visitor = await arrive();
    await savedLink(visitor);
    const other = await arrive(visitor.app);
    const answer = await other.get('/api/plan-links/voipbiz');
    expect(answer.status).toBe(404);
    expect(JSON.stringify(await answer.json())).not.toContain('jana@example.org');
  });

  it("opens the e-mailed link in another browser by the hash of the page that asks (the Referer's plan_link or quote_hash), without the e-mail address", async () => {
    const visitor = await arrive();
    const link = await savedLink(visitor);
    const other = await arrive(visitor.app);
    const page = (hash: string) => ({ Referer: `http://demo.test/plans/VOIPBIZ/product/?plan_link=${hash}` });
    expect(await (await other.get('/api/plan-links/VOIPBIZ', page(link.hash))).json()).toEqual({ data: { ...link, email: '' } });
    expect(await (await visitor.get('/api/plan-links/VOIPBIZ', page(link.hash.toUpperCase()))).json()).toEqual({ data: link });
    const quotePage = `http://demo.test/plans/VOIPBIZ/product/?quote=1&quote_hash=${link.hash}`;
    expect((await other.get('/api/plan-links/VOIPBIZ', { Referer: quotePage })).status).toBe(200);
  });

  it('reads no hash from the call itself: GET plan-links/{planCode} has no query in the spec (section 7)', async () => {
    const visitor = await arrive();
    const link = await savedLink(visitor);
    const other = await arrive(visitor.app);
    expect((await other.get(`/api/plan-links/VOIPBIZ?hash=${link.hash}`)).status).toBe(404);
    expect((await other.get(`/api/plan-links/VOIPBIZ?plan_link=${link.hash}`)).status).toBe(404);
  });

  it('answers 404 for a hash that is unknown or saved for another plan, and a guess never finds the latest link', async () => {
    const visitor = await arrive();
    const link = await savedLink(visitor);
    const other = await arrive(visitor.app);
    const page = (plan: string, hash: string) => ({ Referer: `http://demo.test/plans/${plan}/product/?plan_link=${hash}` });
    expect((await other.get('/api/plan-links/VOIPBIZ', page('VOIPBIZ', 'GONE42'))).status).toBe(404);
    expect((await other.get('/api/plan-links/SIPB', page('VOIPBIZ', link.hash))).status).toBe(404);
    // a hash names one link: the visitor's own latest link is not answered for a hash it does not have
    expect((await visitor.get('/api/plan-links/VOIPBIZ', page('VOIPBIZ', 'GONE42'))).status).toBe(404);
  });

  it('answers 404 for a plan without a saved link, and 400 for an unknown plan or a bad e-mail', async () => {
    const visitor = await arrive();
    expect((await visitor.get('/api/plan-links/SIPB')).status).toBe(404);
    expect((await visitor.post('/api/plan-links', { plan_code: 'NOPE', email: 'jana@example.org', config: [] })).status).toBe(400);
    expect((await visitor.post('/api/plan-links', { plan_code: 'SIPB', email: 'jana', config: [] })).status).toBe(400);
  });
});
