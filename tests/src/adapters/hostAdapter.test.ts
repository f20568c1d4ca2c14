import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { attachHostEvents } from '../../../src/adapters/hostAdapter.ts';
import { anonymous, httpError, startOrder } from '../../machines/support.ts';

/** A host element and a window that record what the adapter does to them. */
function fakeHost() {
  const events: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean }> = [];
  const host = {
    dispatchEvent: (event: CustomEvent) => (events.push({ type: event.type, detail: event.detail, bubbles: event.bubbles, composed: event.composed }), true),
  } as unknown as Element;
  const visited: string[] = [];
  const delays: number[] = [];
  // the top window's location (the element may be framed); the alert's delay passes at once
  const top = { location: { set href(url: string) { visited.push(url); } } };
  const view = { top, setTimeout: (run: () => void, delay: number) => (delays.push(delay), run(), 0) } as unknown as Window;
  return { host, view, events, visited, delays };
}

const portals = () => ({ partnerPortalUrl: 'https://partner.example/orders', customerPortalUrl: 'https://kunden.example/subsidiaries' });

describe('host events and portal redirects', () => {
  it('announces ready and each step entered as bubbling, composed events', async () => {
    const { host, view, events } = fakeHost();
    const { actor } = startOrder('/plans/VOIPPRIV/');
    attachHostEvents(actor, host, portals, view);
    await waitFor(actor, (s) => s.matches({ ready: { page: { plan: 'flow' } } }));
    expect(events.map((e) => e.type)).toEqual(['order-form:ready', 'order-form:step']);
    expect(events[1]).toEqual({ type: 'order-form:step', detail: { step: 'product' }, bubbles: true, composed: true });
  });

  it('announces a failed start-up with the call and its status', async () => {
    const { host, view, events } = fakeHost();
    const { actor } = startOrder('/', { loadPlanClasses: async () => Promise.reject(httpError(500, 'loadPlanClasses')) });
    attachHostEvents(actor, host, portals, view);
    await waitFor(actor, (s) => s.matches('bootFailed'));
    expect(events).toContainEqual({ type: 'order-form:error', detail: { call: 'loadPlanClasses', status: 500 }, bubbles: true, composed: true });
  });

  it('sends a refused partner to the partner-portal URL, and a refused parent customer to the customer portal', async () => {
    const partner = fakeHost();
    const refusedPartner = startOrder('/plans/VOIPPRIV/#auth_token=t', { authenticate: async () => Promise.reject(httpError(401)) });
    attachHostEvents(refusedPartner.actor, partner.host, portals, partner.view);
    await waitFor(refusedPartner.actor, (s) => s.matches('accessDenied'));
    await vi.waitFor(() => expect(partner.visited).toEqual(['https://partner.example/orders']), { timeout: 10_000 });
    // the alert inside the element is read before the redirect
    expect(partner.delays).toEqual([3000]);

    const customer = fakeHost();
    const refusedCustomer = startOrder('/plans/VOIPPRIV/', { authenticate: async () => ({ ...anonymous, parentCustomerId: '4711001' }) });
    attachHostEvents(refusedCustomer.actor, customer.host, portals, customer.view);
    await waitFor(refusedCustomer.actor, (s) => s.matches('accessDenied'));
    await vi.waitFor(() => expect(customer.visited).toEqual(['https://kunden.example/subsidiaries']), { timeout: 10_000 });
  });

  it('cancels a portal redirect still waiting for its alert when the element leaves the page', async () => {
    const { host, visited } = fakeHost();
    const pending = new Map<number, () => void>();
    const top = { location: { set href(url: string) { visited.push(url); } } };
    const view = {
      top,
      setTimeout: (run: () => void) => (pending.set(pending.size + 1, run), pending.size),
      clearTimeout: (handle: number) => pending.delete(handle),
    } as unknown as Window;
    const { actor } = startOrder('/plans/VOIPPRIV/#auth_token=t', { authenticate: async () => Promise.reject(httpError(401)) });
    const detach = attachHostEvents(actor, host, portals, view);
    await waitFor(actor, (s) => s.matches('accessDenied'));
    await vi.waitFor(() => expect(pending.size).toBe(1), { timeout: 10_000 });
    detach();
    expect(pending.size).toBe(0);
    expect(visited).toEqual([]);
  });
});
