import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PlanLinkCreatedResponse } from '../src/api/index.ts';
import { notProvided } from './notProvided.ts';

/** The link the server saved (`POST plan-links`): what the link-created page names. */
export type SavedPlanLink = PlanLinkCreatedResponse['data'];

/**
 * Spec section 8 names no plan-link failure, so the catalogue's rule for fields applies: a 4xx naming the e-mail
 * field is the address refused (the field shows the translated e-mail message); anything else (no answer, a 5xx,
 * another 4xx) is the link not saved, to try again.
 */
export type PlanLinkFailure = 'emailRejected' | 'notSaved';

/** What the field holds, told by the chunk (the rules live in `src/domain/validation`). */
export interface PlanLinkEmailState {
  valid: boolean;
  filled: boolean;
}

export type PlanLinkInput = PlanLinkEmailState;

export interface PlanLinkContext {
  email: PlanLinkEmailState;
}

export type PlanLinkEvent =
  | ({ type: 'planLink.emailChanged' } & PlanLinkEmailState)
  | { type: 'planLink.emailLeft' }
  | { type: 'planLink.submitted' };

/** What the chunk acts on: focus the e-mail field; go to the link-created page. */
export type PlanLinkEmitted = { type: 'planLink.emailInvalid' } | { type: 'planLink.saved'; link: SavedPlanLink };

/** The server's field errors of a 4xx: zod-style `issues[].path` or an `errors` object keyed by field. */
function namesEmailField(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { issues, errors } = data as { issues?: unknown; errors?: unknown };
  if (Array.isArray(issues) && issues.some((issue) => Array.isArray((issue as { path?: unknown })?.path) && (issue as { path: unknown[] }).path[0] === 'email')) return true;
  return typeof errors === 'object' && errors !== null && 'email' in errors;
}

export function failureOf(error: unknown): PlanLinkFailure {
  if (typeof error !== 'object' || error === null) return 'notSaved';
  const { code, data } = error as { code?: unknown; data?: unknown };
  return code === 'ERR_BAD_REQUEST' && namesEmailField(data) ? 'emailRejected' : 'notSaved';
}

/**
 * "Save and send this configuration" (spec sections 1, 3, 7): an e-mail address, validated (its errors hidden
 * until a first submit or until a filled field is left), `POST plan-links` with the plan and its add-ons, then the
 * link-created page. A submit while saving does nothing; a failed save keeps the address and shows the warning,
 * to edit or submit again.
 */
export const planLinkMachine = setup({
  types: {
    context: {} as PlanLinkContext,
    events: {} as PlanLinkEvent,
    input: {} as PlanLinkInput,
    emitted: {} as PlanLinkEmitted,
  },
  actors: {
    savePlanLink: fromPromise<SavedPlanLink>(notProvided('savePlanLink')),
  },
  guards: {
    isEmailValid: ({ context }) => context.email.valid,
    isEmailFilled: ({ context }) => context.email.filled,
    isEmailRejected: (_, params: { error: unknown }) => failureOf(params.error) === 'emailRejected',
  },
  actions: {
    storeEmail: assign((_, email: PlanLinkEmailState) => ({ email })),
    announceInvalid: emit({ type: 'planLink.emailInvalid' as const }),
    announceSaved: emit((_, link: SavedPlanLink) => ({ type: 'planLink.saved' as const, link })),
  },
}).createMachine({
  id: 'planLink',
  context: ({ input }) => ({ email: { valid: input.valid, filled: input.filled } }),
  initial: 'editing',
  on: {
    'planLink.emailChanged': { actions: { type: 'storeEmail', params: ({ event }) => ({ valid: event.valid, filled: event.filled }) } },
  },
  states: {
    editing: {
      // An address kept from before (the cart closed, a reload) was left filled: its errors show at once.
      initial: 'restoring',
      on: {
        'planLink.submitted': [{ guard: 'isEmailValid', target: 'saving' }, { target: '.errorsShown', actions: 'announceInvalid' }],
      },
      states: {
        restoring: { always: [{ guard: 'isEmailFilled', target: 'errorsShown' }, { target: 'errorsHidden' }] },
        errorsHidden: {
          on: { 'planLink.emailLeft': { guard: 'isEmailFilled', target: 'errorsShown' } },
        },
        errorsShown: { tags: ['errorsShown'] },
      },
    },
    saving: {
      tags: ['pending', 'errorsShown'],
      invoke: {
        id: 'savePlanLink',
        src: 'savePlanLink',
        onDone: { target: 'saved', actions: { type: 'announceSaved', params: ({ event }) => event.output } },
        onError: [
          // the refused address is the field's error: the focus goes there, as for an invalid submit
          { guard: { type: 'isEmailRejected', params: ({ event }) => ({ error: event.error }) }, target: 'failed.emailRejected', actions: 'announceInvalid' },
          { target: 'failed.notSaved' },
        ],
      },
    },
    // The warning shows in both; a refused address is also the field's error, until it is edited.
    failed: {
      tags: ['errorsShown'],
      initial: 'notSaved',
      states: { notSaved: {}, emailRejected: {} },
      on: {
        'planLink.emailChanged': {
          target: 'editing.errorsShown',
          actions: { type: 'storeEmail', params: ({ event }) => ({ valid: event.valid, filled: event.filled }) },
        },
        'planLink.submitted': [{ guard: 'isEmailValid', target: 'saving' }, { target: 'editing.errorsShown', actions: 'announceInvalid' }],
      },
    },
    saved: { type: 'final' },
  },
});

export type PlanLinkSnapshot = SnapshotFrom<typeof planLinkMachine>;

/** The failure shown, if the last save failed. */
export function planLinkFailureOf(snapshot: PlanLinkSnapshot): PlanLinkFailure | null {
  if (snapshot.matches({ failed: 'emailRejected' })) return 'emailRejected';
  return snapshot.matches('failed') ? 'notSaved' : null;
}

/** The form's `data-state`: editing, invalid (an invalid address with its error shown), saving, failed or saved. */
export function planLinkStateOf(snapshot: PlanLinkSnapshot): 'editing' | 'invalid' | 'saving' | 'failed' | 'saved' {
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('saved')) return 'saved';
  return snapshot.hasTag('errorsShown') && !snapshot.context.email.valid ? 'invalid' : 'editing';
}
