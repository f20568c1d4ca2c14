import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  failureOf,
  planLinkFailureOf,
  planLinkMachine,
  planLinkStateOf,
  type PlanLinkEmitted,
  type PlanLinkInput,
  type SavedPlanLink,
} from '../../machines/planLink.machine.ts';
import { ApiError } from '../../src/api/errors.ts';

const saved: SavedPlanLink = {
  config: [{ id: 3211, name: 'Zusätzliche Nebenstelle', quantity: 3 }],
  email: 'jana@example.com',
  plan_code: 'VOIPPRIV',
  hash: 'abc123',
  url: '/plans/VOIPPRIV/product/?plan_link=abc123',
  createdAt: '2026-11-21T10:00:00.000Z',
};
const empty: PlanLinkInput = { valid: false, filled: false };
const typed = (valid: boolean) => ({ type: 'planLink.emailChanged' as const, valid, filled: true });
const networkError = new ApiError({ call: 'createPlanLink', code: 'ERR_NETWORK', message: 'createPlanLink failed: network error' });
const emailRefused = new ApiError({
  call: 'createPlanLink',
  code: 'ERR_BAD_REQUEST',
  status: 400,
  message: 'createPlanLink failed',
  data: { message: 'Invalid request', issues: [{ path: ['email'], message: '<b>Invalid</b> email' }] },
});

function start(input: PlanLinkInput = empty, answer: () => Promise<SavedPlanLink> = async () => saved) {
  let calls = 0;
  const machine = planLinkMachine.provide({ actors: { savePlanLink: fromPromise(async () => (calls++, answer())) } });
  const actor = createActor(machine, { input });
  const emitted: PlanLinkEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as PlanLinkEmitted));
  actor.start();
  return { actor, emitted, calls: () => calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the plan link form (spec sections 1, 3, 7, 8)', () => {
  it('hides the errors while typing, shows them once a filled field is left', () => {
    const { actor } = start();
    actor.send({ type: 'planLink.emailLeft' });
    expect(actor.getSnapshot().hasTag('errorsShown')).toBe(false);
    actor.send(typed(false));
    expect(planLinkStateOf(actor.getSnapshot())).toBe('editing');
    actor.send({ type: 'planLink.emailLeft' });
    expect(actor.getSnapshot().hasTag('errorsShown')).toBe(true);
    expect(planLinkStateOf(actor.getSnapshot())).toBe('invalid');
  });

  it('shows the errors of an address kept from before at once', () => {
    const { actor } = start({ valid: false, filled: true });
    expect(planLinkStateOf(actor.getSnapshot())).toBe('invalid');
  });

  it('stays on an invalid submit, shows the error and asks for the focus on the field', async () => {
    const { actor, emitted, calls } = start();
    actor.send(typed(false));
    actor.send({ type: 'planLink.submitted' });
    expect(planLinkStateOf(actor.getSnapshot())).toBe('invalid');
    expect(emitted).toEqual([{ type: 'planLink.emailInvalid' }]);
    await settle();
    expect(calls()).toBe(0);
  });

  it('saves a valid address and announces the saved link for the link-created page', async () => {
    const { actor, emitted, calls } = start();
    actor.send(typed(true));
    actor.send({ type: 'planLink.submitted' });
    expect(planLinkStateOf(actor.getSnapshot())).toBe('saving');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'planLink.saved', link: saved }]);
  });

  it('ignores a second submit while saving', async () => {
    const { actor, calls } = start({ valid: true, filled: true });
    actor.send({ type: 'planLink.submitted' });
    actor.send({ type: 'planLink.submitted' });
    actor.send({ type: 'planLink.submitted' });
    await settle();
    expect(calls()).toBe(1);
  });

  it('keeps the address after a failed save and saves on a retry', async () => {
    let fail = true;
    const { actor, emitted, calls } = start({ valid: true, filled: true }, async () => {
      if (fail) throw networkError;
      return saved;
    });
    actor.send({ type: 'planLink.submitted' });
    await settle();
    expect(planLinkStateOf(actor.getSnapshot())).toBe('failed');
    expect(planLinkFailureOf(actor.getSnapshot())).toBe('notSaved');
    expect(actor.getSnapshot().context.email).toEqual({ valid: true, filled: true });
    expect(emitted).toEqual([]);
    fail = false;
    actor.send({ type: 'planLink.submitted' });
    expect(planLinkFailureOf(actor.getSnapshot())).toBeNull();
    await settle();
    expect(calls()).toBe(2);
    expect(emitted).toEqual([{ type: 'planLink.saved', link: saved }]);
  });

  it('goes back to editing when the address is edited after a failure', async () => {
    const { actor } = start({ valid: true, filled: true }, () => Promise.reject(networkError));
    actor.send({ type: 'planLink.submitted' });
    await settle();
    actor.send(typed(false));
    expect(planLinkStateOf(actor.getSnapshot())).toBe('invalid');
    expect(planLinkFailureOf(actor.getSnapshot())).toBeNull();
  });

  it('tells an address the server refused from a link not saved, and focuses the field for it', async () => {
    const { actor, emitted } = start({ valid: true, filled: true }, () => Promise.reject(emailRefused));
    actor.send({ type: 'planLink.submitted' });
    await settle();
    expect(planLinkFailureOf(actor.getSnapshot())).toBe('emailRejected');
    expect(emitted).toEqual([{ type: 'planLink.emailInvalid' }]);
    actor.send(typed(true));
    expect(planLinkFailureOf(actor.getSnapshot())).toBeNull();
    expect(planLinkStateOf(actor.getSnapshot())).toBe('editing');
  });

  it('maps the failures: only a 4xx naming the e-mail field is the address refused', () => {
    expect(failureOf(emailRefused)).toBe('emailRejected');
    expect(failureOf({ code: 'ERR_BAD_REQUEST', status: 422, data: { errors: { email: ['invalid'] } } })).toBe('emailRejected');
    expect(failureOf(new ApiError({ call: 'createPlanLink', code: 'ERR_BAD_REQUEST', status: 400, message: 'x', data: { issues: [{ path: ['plan_code'] }] } }))).toBe('notSaved');
    expect(failureOf(new ApiError({ call: 'createPlanLink', code: 'ERR_BAD_RESPONSE', status: 500, message: 'x', data: { errors: { email: ['x'] } } }))).toBe('notSaved');
    expect(failureOf(networkError)).toBe('notSaved');
    expect(failureOf(new Error('boom'))).toBe('notSaved');
  });
});
