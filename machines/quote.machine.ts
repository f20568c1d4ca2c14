import { and, assign, emit, fromPromise, not, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { PdfFile } from '../src/api/pdfFile.ts';
import { notProvided } from './notProvided.ts';

/** Spec section 8: the two catalogued quote failures. */
export type QuoteFailure = 'rejected' | 'pdf';

export interface QuoteInput {
  /** partner-portal and international plans submit directly, without the form (spec sections 4, 6) */
  direct: boolean;
}

export interface QuoteContext extends QuoteInput {
  formValid: boolean;
  file: PdfFile | null;
  failure: QuoteFailure | null;
}

export type QuoteEvent =
  | { type: 'quote.pressed' }
  | { type: 'form.validityChanged'; valid: boolean }
  | { type: 'quote.modeChanged'; direct: boolean };

/** What the quote chunk acts on: scroll to and focus the form, show its errors, save the PDF, report. */
export type QuoteEmitted =
  | { type: 'quote.formRevealed' }
  | { type: 'quote.formInvalid' }
  | { type: 'quote.delivered'; file: PdfFile }
  | { type: 'quote.failed'; failure: QuoteFailure; error: unknown };

/**
 * A server that failed making the PDF (5xx) or an answer that is not a PDF is 'Error in pdf generation'; any other
 * failure (a 4xx, no answer) is 'Submit quote rejected by server.'.
 */
export function failureOf(error: unknown): QuoteFailure {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ERR_BAD_RESPONSE' || code === 'ERR_PARSE' ? 'pdf' : 'rejected';
}

/**
 * The quote request (spec sections 2, 4, 6, 8): the form hidden at first; the first press reveals it (the chunk
 * scrolls to it and focuses its first field), a later press submits it when valid. Partner-portal and
 * international plans submit on every press, without the form. Pending (spinner), success (download) or
 * failure (warning and the catalogued message).
 */
export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    emitted: {} as QuoteEmitted,
  },
  actors: {
    submitQuote: fromPromise<PdfFile, QuoteInput>(notProvided('submitQuote')),
  },
  guards: {
    isDirect: ({ context }) => context.direct,
    isFormValid: ({ context }) => context.formValid,
  },
  actions: {
    storeValidity: assign((_, params: { valid: boolean }) => ({ formValid: params.valid })),
    storeMode: assign((_, params: { direct: boolean }) => ({ direct: params.direct })),
    announceReveal: emit({ type: 'quote.formRevealed' as const }),
    announceInvalid: emit({ type: 'quote.formInvalid' as const }),
    clearOutcome: assign({ file: null, failure: null }),
    storeFile: assign((_, params: { file: PdfFile }) => ({ file: params.file })),
    deliverFile: emit((_, params: { file: PdfFile }) => ({ type: 'quote.delivered' as const, file: params.file })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'quote.failed' as const, failure: failureOf(params.error), error: params.error })),
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => ({ direct: input.direct, formValid: false, file: null, failure: null }),
  type: 'parallel',
  on: {
    'form.validityChanged': { actions: { type: 'storeValidity', params: ({ event }) => ({ valid: event.valid }) } },
    'quote.modeChanged': { actions: { type: 'storeMode', params: ({ event }) => ({ direct: event.direct }) } },
  },
  states: {
    form: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'quote.pressed': { guard: not('isDirect'), target: 'revealed', actions: 'announceReveal' } },
        },
        revealed: {
          on: {
            'quote.pressed': { guard: and([not('isDirect'), not('isFormValid'), not(stateIn({ request: 'pending' }))]), actions: 'announceInvalid' },
          },
        },
      },
    },
    request: {
      initial: 'idle',
      on: {
        'quote.pressed': {
          guard: and([not(stateIn({ request: 'pending' })), or(['isDirect', and([stateIn({ form: 'revealed' }), 'isFormValid'])])]),
          target: '.pending',
        },
      },
      states: {
        idle: {},
        pending: {
          tags: ['pending'],
          entry: 'clearOutcome',
          invoke: {
            id: 'submitQuote',
            src: 'submitQuote',
            input: ({ context }) => ({ direct: context.direct }),
            onDone: {
              target: 'success',
              actions: [
                { type: 'storeFile', params: ({ event }) => ({ file: event.output }) },
                { type: 'deliverFile', params: ({ event }) => ({ file: event.output }) },
              ],
            },
            onError: {
              target: 'failure',
              actions: [
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        success: {},
        failure: {},
      },
    },
  },
});

export type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;

/**
 * Spec section 4: the button is always enabled for direct plans or before the form is revealed; afterwards only
 * when not pending and the form is valid.
 */
export function isQuoteButtonEnabled(snapshot: QuoteSnapshot): boolean {
  if (snapshot.context.direct || snapshot.matches({ form: 'hidden' })) return true;
  return !snapshot.hasTag('pending') && snapshot.context.formValid;
}

/** The button's icon: spinner while pending, download after success, warning after a failure. */
export function quoteIconOf(snapshot: QuoteSnapshot): 'none' | 'spinner' | 'download' | 'warning' {
  if (snapshot.matches({ request: 'pending' })) return 'spinner';
  if (snapshot.matches({ request: 'success' })) return 'download';
  if (snapshot.matches({ request: 'failure' })) return 'warning';
  return 'none';
}
