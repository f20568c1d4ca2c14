import { Hono } from 'hono';
import { NextReferenceQuery, ReferenceQuery } from '../../../src/api/schemas/index.ts';
import { partners } from '../fixtures/catalogue.ts';
import { badRequest, type DemoEnv } from '../http.ts';
import type { DemoState } from '../state.ts';

/**
 * A partner's reference numbers: `GET partners/{code}/references` proposes the next free one (counting per partner,
 * skipping the taken ones and those of submitted orders), `GET partners/{code}/references/{number}` says whether one
 * is still available.
 */
export function partnerRoutes(state: DemoState) {
  const routes = new Hono<DemoEnv>();
  const referenceOf = (order: { body: unknown }) => (order.body as { referenceNumber?: string }).referenceNumber;
  routes.get('/:partnerCode/references', (c) => {
    const query = NextReferenceQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const code = c.req.param('partnerCode').toUpperCase();
    const partner = partners[code];
    if (!partner) return c.json({ message: 'Partner not found' }, 404);
    const taken = new Set([...partner.usedReferences, ...state.orders.map(referenceOf)]);
    let counter = state.partnerCounters.get(code) ?? 1;
    let reference = `${partner.prefix}${String(counter).padStart(4, '0')}`;
    while (taken.has(reference)) reference = `${partner.prefix}${String(++counter).padStart(4, '0')}`;
    state.partnerCounters.set(code, counter + 1);
    return c.json({ references: [reference] });
  });
  routes.get('/:partnerCode/references/:number', (c) => {
    const query = ReferenceQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const partner = partners[c.req.param('partnerCode').toUpperCase()];
    if (!partner) return c.json({ message: 'Partner not found' }, 404);
    const number = c.req.param('number');
    const taken = partner.usedReferences.includes(number) || state.orders.some((order) => referenceOf(order) === number);
    return c.json({ isAvailable: !taken && /^[A-Z0-9-]{3,30}$/i.test(number) });
  });
  return routes;
}
