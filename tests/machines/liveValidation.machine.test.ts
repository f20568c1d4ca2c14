import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { liveValidationMachine, type LiveValidationEmitted, type LiveValidationInput, type LiveValidationLocalCheckUnavailable } from '../../machines/liveValidation.machine.ts';
import type { LiveValidationType, PhoneValidationFlags } from '../../src/domain/index.ts';

const validFlags: PhoneValidationFlags = { isMinLengthValid: true, isMaxLengthValid: true, isPatternValid: true, isPhoneNumberValid: null, isMobilePhoneNumberValid: null };
const invalidFlags: PhoneValidationFlags = { ...validFlags, isPatternValid: false };

interface Fakes {
  local?: (value: string) => Promise<boolean>;
  server?: (input: { type: LiveValidationType; value: string }, signal: AbortSignal) => Promise<PhoneValidationFlags | null>;
}

/** The machine on a simulated clock, with fake checks that record what they were asked and whether it was aborted. */
function start(input: LiveValidationInput, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const requests: Array<{ value: string; signal: AbortSignal }> = [];
  const local: string[] = [];
  const machine = liveValidationMachine.provide({
    actors: {
      checkLocally: fromPromise(async ({ input: checked }: { input: { field: string; type: LiveValidationType | null; value: string } }) => {
        local.push(checked.value);
        return fakes.local ? fakes.local(checked.value) : true;
      }),
      validateOnServer: fromPromise(async ({ input: body, signal }: { input: { type: LiveValidationType; value: string }; signal: AbortSignal }) => {
        requests.push({ value: body.value, signal });
        return fakes.server ? fakes.server(body, signal) : validFlags;
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const reports: LiveValidationEmitted[] = [];
  actor.on('liveValidation.completed', (event) => reports.push(event));
  const unavailable: LiveValidationLocalCheckUnavailable[] = [];
  actor.on('liveValidation.localCheckUnavailable', (event) => unavailable.push(event));
  actor.start();
  return { actor, clock, requests, local, reports, unavailable };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const firstName: LiveValidationInput = { field: 'previousTenant.firstName', type: 'previousTenant.firstName' };

describe('live validation of one field (spec sections 4, 5, 7)', () => {
  it('posts {type, value} 500 ms after the last change, not before', async () => {
    const { actor, clock, requests } = start(firstName);
    actor.send({ type: 'value.changed', value: 'Ann' });
    clock.increment(300);
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(499);
    await settle();
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    clock.increment(1);
    await settle();
    expect(requests.map((r) => r.value)).toEqual(['Anna']);
  });

  it('is valid with a checkmark once the server passes it, and reports the flags', async () => {
    const { actor, clock, reports } = start(firstName);
    actor.send({ type: 'value.changed', value: ' Anna ' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);
    expect(reports).toEqual([{ type: 'liveValidation.completed', field: 'previousTenant.firstName', value: 'Anna', valid: true, flags: validFlags }]);
  });

  it('is invalid when a flag is false', async () => {
    const { actor, clock, reports } = start(firstName, { server: async () => invalidFlags });
    actor.send({ type: 'value.changed', value: 'Ann4' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(reports.at(-1)).toMatchObject({ valid: false, flags: invalidFlags });
  });

  it('aborts the request in flight when the value changes', async () => {
    const { actor, clock, requests } = start(firstName, { server: () => new Promise(() => undefined) });
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('validating');
    actor.send({ type: 'value.changed', value: 'Annabel' });
    expect(requests[0]!.signal.aborted).toBe(true);
    clock.increment(500);
    await settle();
    expect(requests.map((r) => r.value)).toEqual(['Anna', 'Annabel']);
    expect(requests[1]!.signal.aborted).toBe(false);
  });

  it('skips empty values: no check, no request, no mark', async () => {
    const { actor, clock, requests, local } = start(firstName);
    actor.send({ type: 'value.changed', value: 'Anna' });
    actor.send({ type: 'value.changed', value: '   ' });
    clock.increment(1000);
    await settle();
    expect(actor.getSnapshot().value).toBe('skipped');
    expect(requests).toEqual([]);
    expect(local).toEqual([]);
  });

  it('ignores a failed call silently: no mark, no message, nothing reported', async () => {
    const { actor, clock, reports } = start(firstName, { server: async () => null });
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(reports).toEqual([]);
  });

  it('ignores a thrown call the same way', async () => {
    const { actor, clock, reports } = start(firstName, { server: async () => Promise.reject(new Error('HTTP 500')) });
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(reports).toEqual([]);
  });

  it('checks an area code locally first: a code that is no German landline code never reaches the server', async () => {
    const { actor, clock, requests, reports } = start(
      { field: 'previousTenant.prefix', type: 'previousTenant.phoneNumber.nationalDestinationCode' },
      { local: async (value) => value === '030' },
    );
    actor.send({ type: 'value.changed', value: '0151' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(requests).toEqual([]);
    expect(reports).toEqual([{ type: 'liveValidation.completed', field: 'previousTenant.prefix', value: '0151', valid: false, flags: null }]);
    actor.send({ type: 'value.changed', value: '030' });
    clock.increment(500);
    await settle();
    expect(requests.map((r) => r.value)).toEqual(['030']);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('a field without a server type is decided by the local check alone', async () => {
    const { actor, clock, requests, reports } = start({ field: 'portingNumbers.prefix', type: null }, { local: async () => true });
    actor.send({ type: 'value.changed', value: '089' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('valid');
    expect(requests).toEqual([]);
    expect(reports.at(-1)).toMatchObject({ field: 'portingNumbers.prefix', value: '089', valid: true, flags: null });
  });

  it('lets the server decide when the local check cannot answer (its chunk failed): never invalid for that, the failure emitted', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const { actor, clock, requests, reports, unavailable } = start(
      { field: 'previousTenant.prefix', type: 'previousTenant.phoneNumber.nationalDestinationCode' },
      { local: async () => Promise.reject(failure) },
    );
    actor.send({ type: 'value.changed', value: '030' });
    clock.increment(500);
    await settle();
    expect(requests.map((r) => r.value)).toEqual(['030']);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(reports).toEqual([{ type: 'liveValidation.completed', field: 'previousTenant.prefix', value: '030', valid: true, flags: validFlags }]);
    expect(unavailable).toEqual([{ type: 'liveValidation.localCheckUnavailable', field: 'previousTenant.prefix', error: failure }]);
  });

  it('shows the server’s verdict when the local check cannot answer and the server refuses the code', async () => {
    const { actor, clock, reports } = start(
      { field: 'previousTenant.prefix', type: 'previousTenant.phoneNumber.nationalDestinationCode' },
      { local: async () => Promise.reject(new Error('self-test failed')), server: async () => invalidFlags },
    );
    actor.send({ type: 'value.changed', value: '0151' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(reports.at(-1)).toMatchObject({ valid: false, flags: invalidFlags });
  });

  it('leaves a field without a server type unchecked when the local check cannot answer: no mark, no message', async () => {
    const failure = new Error('library threw');
    const { actor, clock, requests, reports, unavailable } = start({ field: 'portingBlock.nationalDestinationCode', type: null }, { local: async () => Promise.reject(failure) });
    actor.send({ type: 'value.changed', value: '089' });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(requests).toEqual([]);
    expect(reports).toEqual([]);
    expect(unavailable).toEqual([{ type: 'liveValidation.localCheckUnavailable', field: 'portingBlock.nationalDestinationCode', error: failure }]);
  });

  it('the same value again (a re-render) starts no new check', async () => {
    const { actor, clock, requests } = start(firstName);
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(500);
    await settle();
    actor.send({ type: 'value.changed', value: 'Anna' });
    clock.increment(500);
    await settle();
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('valid');
  });
});
