import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';

export interface ReferenceNumberInput {
  partnerCode: string;
  agentCode: string | null;
  /** the reference number already chosen (restored after a reload): checked again, it may be taken since */
  referenceNumber: string | null;
}

export interface ReferenceNumberContext {
  partnerCode: string;
  agentCode: string | null;
  /** the reference number as offered or typed */
  value: string;
  /** what the root machine was last told (`referenceNumber.checked`): an available number, else null */
  reported: string | null;
}

export type ReferenceNumberEvent = { type: 'reference.typed'; value: string } | { type: 'reference.nextRequested' };

/** The root stores an available reference number, or null while there is none (the account step is then incomplete). */
export type ReferenceNumberEmitted = { type: 'referenceNumber.checked'; referenceNumber: string | null };

export interface ReferenceLookup {
  partnerCode: string;
  agentCode: string | null;
}

/**
 * A partner order's reference number, sent instead of the password (spec sections 2, 6, 7, 8): the next free one
 * is offered (`GET partners/{code}/references?nextReference=1`, with the agent code); a typed one is checked
 * 500 ms after the last keystroke (`GET partners/{code}/references/{number}`), a newer keystroke aborting the
 * check in flight. Taken, or a failed lookup: the reference is invalid.
 */
export const referenceNumberMachine = setup({
  types: {
    context: {} as ReferenceNumberContext,
    events: {} as ReferenceNumberEvent,
    input: {} as ReferenceNumberInput,
    emitted: {} as ReferenceNumberEmitted,
  },
  actors: {
    loadNextReference: fromPromise<string[], ReferenceLookup>(notProvided('loadNextReference')),
    checkReference: fromPromise<boolean, ReferenceLookup & { referenceNumber: string }>(notProvided('checkReference')),
  },
  delays: {
    /** spec section 9: field validation 500 ms after the last keystroke */
    debounce: 500,
  },
  guards: {
    hasRestoredReference: ({ context }) => context.value.trim() !== '',
    isBlank: (_, value: string) => value.trim() === '',
    isAvailable: (_, isAvailable: boolean) => isAvailable,
    hasOffer: (_, references: string[]) => references.some((reference) => reference.trim() !== ''),
  },
  actions: {
    storeValue: assign((_, value: string) => ({ value })),
    storeOffer: assign((_, references: string[]) => ({ value: references.find((reference) => reference.trim() !== '')!.trim() })),
    // Only a change is told to the root: keystroke after keystroke without a verdict stays one "none".
    reportAvailable: enqueueActions(({ context, enqueue }) => {
      const referenceNumber = context.value.trim();
      if (context.reported === referenceNumber) return;
      enqueue.assign({ reported: referenceNumber });
      enqueue.emit({ type: 'referenceNumber.checked', referenceNumber });
    }),
    forget: enqueueActions(({ context, enqueue }) => {
      if (context.reported === null) return;
      enqueue.assign({ reported: null });
      enqueue.emit({ type: 'referenceNumber.checked', referenceNumber: null });
    }),
  },
}).createMachine({
  id: 'referenceNumber',
  context: ({ input }) => ({
    partnerCode: input.partnerCode,
    agentCode: input.agentCode,
    value: input.referenceNumber ?? '',
    reported: input.referenceNumber,
  }),
  initial: 'starting',
  on: {
    'reference.typed': [
      { guard: { type: 'isBlank', params: ({ event }) => event.value }, target: '.empty', actions: { type: 'storeValue', params: ({ event }) => event.value } },
      { target: '.typing', actions: { type: 'storeValue', params: ({ event }) => event.value } },
    ],
    'reference.nextRequested': { target: '.loadingNext' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasRestoredReference', target: 'checking' }, { target: 'loadingNext' }],
    },
    // The next free reference of the partner (and agent): the server offers it as free, so it needs no check.
    loadingNext: {
      tags: ['pending'],
      entry: 'forget',
      invoke: {
        id: 'loadNextReference',
        src: 'loadNextReference',
        input: ({ context }) => ({ partnerCode: context.partnerCode, agentCode: context.agentCode }),
        onDone: [
          { guard: { type: 'hasOffer', params: ({ event }) => event.output }, target: 'available', actions: { type: 'storeOffer', params: ({ event }) => event.output } },
          { target: 'noOffer' },
        ],
        onError: { target: 'noOffer' },
      },
    },
    // No reference offered: the agent types one.
    noOffer: {},
    empty: { entry: 'forget' },
    typing: {
      entry: 'forget',
      // each keystroke starts the pause anew
      on: {
        'reference.typed': [
          { guard: { type: 'isBlank', params: ({ event }) => event.value }, target: 'empty', actions: { type: 'storeValue', params: ({ event }) => event.value } },
          { target: 'typing', reenter: true, actions: { type: 'storeValue', params: ({ event }) => event.value } },
        ],
      },
      after: { debounce: { target: 'checking' } },
    },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'checkReference',
        src: 'checkReference',
        input: ({ context }) => ({ partnerCode: context.partnerCode, agentCode: context.agentCode, referenceNumber: context.value.trim() }),
        onDone: [
          { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'available' },
          { target: 'invalid.taken' },
        ],
        // Spec section 8: a failed reference lookup marks the reference invalid.
        onError: { target: 'invalid.lookupFailed' },
      },
    },
    available: {
      entry: 'reportAvailable',
    },
    invalid: {
      entry: 'forget',
      initial: 'taken',
      states: {
        taken: {},
        lookupFailed: {},
      },
    },
  },
});

export type ReferenceNumberState = 'loadingNext' | 'noOffer' | 'empty' | 'typing' | 'checking' | 'available' | 'invalid.taken' | 'invalid.lookupFailed';
