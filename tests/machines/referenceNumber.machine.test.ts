import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { referenceNumberMachine, type ReferenceNumberEmitted, type ReferenceNumberInput } from '../../machines/referenceNumber.machine.ts';

interface Answers {
  next?: (lookup: { partnerCode: string; agentCode: string | null }) => Promise<string[]>;
  check?: (referenceNumber: string, signal: AbortSignal) => Promise<boolean>;
}

const partner: ReferenceNumberInput = { partnerCode: 'PARTNER01', agentCode: 'AG-007', referenceNumber: null };

function start(answers: Answers = {}, input: ReferenceNumberInput = partner) {
  const clock = new SimulatedClock();
  const nextAsked: Array<{ partnerCode: string; agentCode: string | null }> = [];
  const checked: string[] = [];
  const aborted: string[] = [];
  const machine = referenceNumberMachine.provide({
    actors: {
      loadNextReference: fromPromise(async ({ input: lookup }) => {
        nextAsked.push({ partnerCode: lookup.partnerCode, agentCode: lookup.agentCode });
        return answers.next ? answers.next(lookup) : ['REF-2026-0002'];
      }),
      checkReference: fromPromise(async ({ input: lookup, signal }) => {
        checked.push(lookup.referenceNumber);
        signal.addEventListener('abort', () => aborted.push(lookup.referenceNumber));
        return answers.check ? answers.check(lookup.referenceNumber, signal) : lookup.referenceNumber !== 'REF-2026-0001';
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const reports: ReferenceNumberEmitted[] = [];
  actor.on('referenceNumber.checked', (event) => reports.push(event));
  actor.start();
  return { actor, clock, nextAsked, checked, aborted, reports };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stateOf = (actor: ReturnType<typeof start>['actor']) => JSON.stringify(actor.getSnapshot().value);

describe('the reference number of a partner order (spec sections 2, 6, 7, 8)', () => {
  it('offers the next free reference of the partner and agent, and tells the root it is the one', async () => {
    const { actor, nextAsked, checked, reports } = start();
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    expect(nextAsked).toEqual([{ partnerCode: 'PARTNER01', agentCode: 'AG-007' }]);
    expect(actor.getSnapshot().value).toBe('available');
    expect(actor.getSnapshot().context.value).toBe('REF-2026-0002');
    // the server offered it as free: no check of its own
    expect(checked).toEqual([]);
    expect(reports).toEqual([{ type: 'referenceNumber.checked', referenceNumber: 'REF-2026-0002' }]);
  });

  it('asks without an agent code when the partner has none', async () => {
    const { nextAsked } = start({}, { partnerCode: 'PARTNERAT', agentCode: null, referenceNumber: null });
    await settle();
    expect(nextAsked).toEqual([{ partnerCode: 'PARTNERAT', agentCode: null }]);
  });

  it('checks a typed reference 500 ms after the last keystroke, not before', async () => {
    const { actor, clock, checked, reports } = start();
    await settle();
    actor.send({ type: 'reference.typed', value: 'KD-1' });
    clock.increment(300);
    actor.send({ type: 'reference.typed', value: 'KD-12' });
    clock.increment(499);
    expect(checked).toEqual([]);
    expect(actor.getSnapshot().value).toBe('typing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(checked).toEqual(['KD-12']);
    expect(actor.getSnapshot().value).toBe('available');
    // the offer stood until the first keystroke, then none, then the typed one
    expect(reports.map((report) => report.referenceNumber)).toEqual(['REF-2026-0002', null, 'KD-12']);
  });

  it('marks a taken reference invalid, and the root has none', async () => {
    const { actor, clock, reports } = start();
    await settle();
    actor.send({ type: 'reference.typed', value: 'REF-2026-0001' });
    clock.increment(500);
    await settle();
    expect(stateOf(actor)).toBe('{"invalid":"taken"}');
    expect(reports.at(-1)).toEqual({ type: 'referenceNumber.checked', referenceNumber: null });
  });

  it('marks the reference invalid when the lookup fails (spec section 8)', async () => {
    const { actor, clock } = start({ check: async () => Promise.reject(new Error('HTTP 500')) });
    await settle();
    actor.send({ type: 'reference.typed', value: 'KD-77' });
    clock.increment(500);
    await settle();
    expect(stateOf(actor)).toBe('{"invalid":"lookupFailed"}');
  });

  it('aborts the check in flight when the agent types on, and checks the newer value', async () => {
    const never = new Promise<boolean>(() => undefined);
    const { actor, clock, checked, aborted } = start({ check: async (value) => (value === 'KD-1' ? never : true) });
    await settle();
    actor.send({ type: 'reference.typed', value: 'KD-1' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'reference.typed', value: 'KD-12' });
    expect(aborted).toEqual(['KD-1']);
    clock.increment(500);
    await settle();
    expect(checked).toEqual(['KD-1', 'KD-12']);
    expect(actor.getSnapshot().value).toBe('available');
    expect(actor.getSnapshot().context.value).toBe('KD-12');
  });

  it('does not check an emptied field; the root has no reference then', async () => {
    const { actor, clock, checked, reports } = start();
    await settle();
    actor.send({ type: 'reference.typed', value: '  ' });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(checked).toEqual([]);
    expect(reports.at(-1)?.referenceNumber).toBeNull();
  });

  it('lets the agent type one when no reference is offered (failed or empty answer), and asks again on request', async () => {
    let fail = true;
    const { actor, nextAsked } = start({ next: async () => (fail ? Promise.reject(new Error('HTTP 503')) : ['REF-2026-0003']) });
    await settle();
    expect(actor.getSnapshot().value).toBe('noOffer');
    fail = false;
    actor.send({ type: 'reference.nextRequested' });
    await settle();
    expect(nextAsked).toHaveLength(2);
    expect(actor.getSnapshot().context.value).toBe('REF-2026-0003');

    const empty = start({ next: async () => [] });
    await settle();
    expect(empty.actor.getSnapshot().value).toBe('noOffer');
  });

  it('checks a restored reference again (it may be taken since) and does not report it twice', async () => {
    const restored = start({}, { ...partner, referenceNumber: 'KD-5' });
    expect(restored.actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(restored.nextAsked).toEqual([]);
    expect(restored.checked).toEqual(['KD-5']);
    expect(restored.actor.getSnapshot().value).toBe('available');
    expect(restored.reports).toEqual([]);

    const taken = start({}, { ...partner, referenceNumber: 'REF-2026-0001' });
    await settle();
    expect(stateOf(taken.actor)).toBe('{"invalid":"taken"}');
    expect(taken.reports).toEqual([{ type: 'referenceNumber.checked', referenceNumber: null }]);
  });
});
