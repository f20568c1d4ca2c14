import { assign, emit, fromPromise, setup } from 'xstate';
import type { LiveValidationType, PhoneValidationFlags } from '../src/domain/schemas/phoneValidation.ts';
import { flagsAreValid } from '../src/domain/validation/liveValidation.ts';
import { notProvided } from './notProvided.ts';

export interface LiveValidationInput {
  /** the form field it checks, by its path in the section (`previousTenant.prefix`) */
  field: string;
  /** the server's type for the field (spec section 7), or null for a field checked only locally */
  type: LiveValidationType | null;
}

export interface LiveValidationContext extends LiveValidationInput {
  value: string;
  flags: PhoneValidationFlags | null;
}

export type LiveValidationEvent = { type: 'value.changed'; value: string };

/** What the field's check found, for the root machine (`liveValidation.completed`). */
export type LiveValidationEmitted = {
  type: 'liveValidation.completed';
  field: string;
  value: string;
  valid: boolean;
  flags: PhoneValidationFlags | null;
};

/**
 * The local check could not give an answer (its chunk failed to load, its library threw or failed its self-test):
 * for the reporter. The field is not marked invalid for it; the server's check decides.
 */
export type LiveValidationLocalCheckUnavailable = {
  type: 'liveValidation.localCheckUnavailable';
  field: string;
  error: unknown;
};

/**
 * Live validation of one field (spec sections 4, 5, 7): 500 ms after the last change the local check runs
 * (libphonenumber: area codes must be German landline codes), then `POST plans/{planCode}/order/validate`
 * with {type, value}; a new change aborts the request in flight. Pending while waiting, valid (checkmark)
 * or invalid once loaded; empty values are skipped; a failed call is ignored (the local rules decide).
 * A local check that cannot answer (its actor rejects) never makes the field invalid: the server's check runs
 * instead, or, for a field the server has no type for, the field stays unchecked; the failure is emitted
 * (`liveValidation.localCheckUnavailable`) for the reporter.
 */
export const liveValidationMachine = setup({
  types: {
    context: {} as LiveValidationContext,
    events: {} as LiveValidationEvent,
    input: {} as LiveValidationInput,
    emitted: {} as LiveValidationEmitted | LiveValidationLocalCheckUnavailable,
  },
  actors: {
    checkLocally: fromPromise<boolean, { field: string; type: LiveValidationType | null; value: string }>(notProvided('checkLocally')),
    validateOnServer: fromPromise<PhoneValidationFlags | null, { type: LiveValidationType; value: string }>(notProvided('validateOnServer')),
  },
  delays: {
    /** spec section 9: live phone validation 500 ms */
    debounce: 500,
  },
  guards: {
    isEmpty: ({ context }) => context.value === '',
    isSameValue: ({ context }, params: { value: string }) => params.value.trim() === context.value,
    hasServerType: ({ context }) => context.type !== null,
    hasFailedLocally: (_, params: { passed: boolean }) => !params.passed,
    isAnswered: (_, params: { flags: PhoneValidationFlags | null }) => params.flags !== null,
    areFlagsValid: (_, params: { flags: PhoneValidationFlags | null }) => params.flags !== null && flagsAreValid(params.flags),
  },
  actions: {
    storeValue: assign((_, params: { value: string }) => ({ value: params.value.trim(), flags: null })),
    storeFlags: assign((_, params: { flags: PhoneValidationFlags | null }) => ({ flags: params.flags })),
    reportLocalCheckUnavailable: emit(({ context }, params: { error: unknown }) => ({
      type: 'liveValidation.localCheckUnavailable' as const,
      field: context.field,
      error: params.error,
    })),
    reportResult: emit(({ context }, params: { valid: boolean }) => ({
      type: 'liveValidation.completed' as const,
      field: context.field,
      value: context.value,
      valid: params.valid,
      flags: context.flags,
    })),
  },
}).createMachine({
  id: 'liveValidation',
  context: ({ input }) => ({ ...input, value: '', flags: null }),
  initial: 'idle',
  on: {
    'value.changed': [
      // A re-render with the value already checked (or being checked) changes nothing.
      { guard: { type: 'isSameValue', params: ({ event }) => ({ value: event.value }) } },
      { target: '.debouncing', actions: { type: 'storeValue', params: ({ event }) => ({ value: event.value }) } },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      tags: ['pending'],
      always: { guard: 'isEmpty', target: 'skipped' },
      after: { debounce: 'checkingLocally' },
    },
    // Spec section 4: "skipped for empty values".
    skipped: {},
    checkingLocally: {
      tags: ['pending'],
      invoke: {
        id: 'checkLocally',
        src: 'checkLocally',
        input: ({ context }) => ({ field: context.field, type: context.type, value: context.value }),
        onDone: [
          { guard: { type: 'hasFailedLocally', params: ({ event }) => ({ passed: event.output }) }, target: 'invalid', actions: { type: 'reportResult', params: { valid: false } } },
          { guard: 'hasServerType', target: 'validating' },
          { target: 'valid', actions: { type: 'reportResult', params: { valid: true } } },
        ],
        // The local check cannot answer (issue 22: a check that cannot run never blames the user): the server's
        // check decides; without a server type the field stays unchecked.
        onError: [
          { guard: 'hasServerType', target: 'validating', actions: { type: 'reportLocalCheckUnavailable', params: ({ event }) => ({ error: event.error }) } },
          { target: 'unchecked', actions: { type: 'reportLocalCheckUnavailable', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    validating: {
      tags: ['pending'],
      invoke: {
        id: 'validateOnServer',
        src: 'validateOnServer',
        input: ({ context }) => ({ type: context.type!, value: context.value }),
        onDone: [
          {
            guard: { type: 'areFlagsValid', params: ({ event }) => ({ flags: event.output }) },
            target: 'valid',
            actions: [{ type: 'storeFlags', params: ({ event }) => ({ flags: event.output }) }, { type: 'reportResult', params: { valid: true } }],
          },
          {
            guard: { type: 'isAnswered', params: ({ event }) => ({ flags: event.output }) },
            target: 'invalid',
            actions: [{ type: 'storeFlags', params: ({ event }) => ({ flags: event.output }) }, { type: 'reportResult', params: { valid: false } }],
          },
          // Spec section 7: a failed live validation is silently ignored.
          { target: 'unchecked' },
        ],
        onError: { target: 'unchecked' },
      },
    },
    valid: {},
    invalid: {},
    // Neither the server nor the local check could say: no mark, no message; the local rules decide.
    unchecked: {},
  },
});
