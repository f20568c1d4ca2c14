import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { OrderRuntime } from '../../../../../src/runtime/createOrderRuntime.ts';
import { quoteActorOf } from '../../../../../src/shell/cart/quote/quoteActor.ts';
import { startOrder } from '../../../../machines/support.ts';
import { stubPdfSaving } from '../../support.tsx';

const pdf = { blob: new Blob(['%PDF-1.7']), filename: 'Angebot-VOIPBIZ.pdf' };

/** An api whose quote answers with `answer`; the body it was asked with is recorded. */
function quoteApi(answer: () => Promise<typeof pdf>) {
  const bodies: unknown[] = [];
  const api = { submitQuote: vi.fn((body: unknown) => (bodies.push(body), answer())) } as unknown as OrderRuntime['api'];
  return { api, bodies };
}

beforeEach(() => {
  stubPdfSaving();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the quote actor (one per order and plan, outliving its screens)', () => {
  it('is the same for every placement of the same plan, and a fresh one for another plan', () => {
    const { actor: order } = startOrder('/');
    const { api } = quoteApi(() => Promise.resolve(pdf));
    const first = quoteActorOf({ actor: order, api }, 'VOIPBIZ', false);
    first.send({ type: 'quote.pressed' });
    expect(quoteActorOf({ actor: order, api }, 'VOIPBIZ', true)).toBe(first);
    expect(first.getSnapshot().matches({ form: 'revealed' })).toBe(true);

    const other = quoteActorOf({ actor: order, api }, 'EBAT', true);
    expect(other).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(other.getSnapshot().matches({ form: 'hidden' })).toBe(true);
    expect(quoteActorOf({ actor: startOrder('/').actor, api }, 'VOIPBIZ', false)).not.toBe(first);
  });

  it('saves the PDF when it arrives, with no screen listening, and tells the order of a failure', async () => {
    const { actor: order } = startOrder('/');
    let fail = false;
    const { api } = quoteApi(() => (fail ? Promise.reject(Object.assign(new Error('x'), { code: 'ERR_BAD_REQUEST', status: 422 })) : Promise.resolve(pdf)));
    const rules = { quoteRequestOf: () => ({ order: {}, lang: 'de' }) };
    const sent: string[] = [];
    const realSend = order.send.bind(order);
    vi.spyOn(order, 'send').mockImplementation((event) => {
      sent.push(event.type);
      realSend(event);
    });
    const snapshot = order.getSnapshot();
    // the rules that build the body come with a plan: stood in for, the body is not what this test is about
    vi.spyOn(order, 'getSnapshot').mockReturnValue({ ...snapshot, context: { ...snapshot.context, stepRules: rules } } as never);

    const quote = quoteActorOf({ actor: order, api }, 'VOIPBIZ', true);
    quote.send({ type: 'quote.pressed' });
    await waitFor(quote, (s) => s.matches({ request: 'success' }));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);

    fail = true;
    quote.send({ type: 'quote.pressed' });
    await waitFor(quote, (s) => s.matches({ request: 'failure' }));
    expect(sent).toContain('quote.failed');
  });

  it('stops with the order actor (the element left the page), its pending request aborted', async () => {
    const { actor: order } = startOrder('/');
    let signal: AbortSignal | undefined;
    const api = {
      submitQuote: vi.fn((_body: unknown, options: { signal: AbortSignal }) => ((signal = options.signal), new Promise(() => undefined))),
    } as unknown as OrderRuntime['api'];
    const snapshot = order.getSnapshot();
    vi.spyOn(order, 'getSnapshot').mockReturnValue({ ...snapshot, context: { ...snapshot.context, stepRules: { quoteRequestOf: () => ({}) } } } as never);
    const quote = quoteActorOf({ actor: order, api }, 'VOIPBIZ', true);
    quote.send({ type: 'quote.pressed' });
    await vi.waitFor(() => expect(signal).toBeDefined());
    vi.mocked(order.getSnapshot).mockRestore();
    order.stop();
    expect(quote.getSnapshot().status).toBe('stopped');
    expect(signal!.aborted).toBe(true);

    // made for an order actor that has stopped already (the cart's chunk arrived after the element left): stopped at once
    expect(quoteActorOf({ actor: order, api }, 'EBAT', true).getSnapshot().status).toBe('stopped');
  });
});
