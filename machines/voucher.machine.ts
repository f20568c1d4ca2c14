import { assign, emit, fromPromise, setup } from 'xstate';
import type { Voucher } from '../src/domain/schemas/voucher.ts';
import { notProvided } from './notProvided.ts';

export interface VoucherMachineInput {
  /** the code to start with: the stored voucher's, else `?voucher` (root context `voucherCode`) */
  code: string;
  /** the voucher already checked (restored after a reload) */
  voucher: Voucher | null;
}

export interface VoucherContext {
  code: string;
  voucher: Voucher | null;
}

export type VoucherEvent = { type: 'voucher.entered'; code: string } | { type: 'voucher.submitted' } | { type: 'voucher.removed' };

/** What the root machine stores (`voucher.checked`, `voucher.removed`): the cart reads it from `form.voucher`. */
export type VoucherEmitted = { type: 'voucher.checked'; voucher: Voucher } | { type: 'voucher.removed' };

/** The server's message keys (spec section 7: `message`); an expired voucher is an invalid one with its own message. */
const isExpired = (voucher: Voucher) => !voucher.isValid && (voucher.message ?? '').includes('expired');

/**
 * The voucher entry (spec sections 2, 3, 4, 7): prefilled from `?voucher`; a submitted code is checked with
 * `GET plans/{id}/vouchers` (the cart's add-ons and the connection address go with it, provided by the step);
 * the answer is valid, invalid or expired with the server's message, stored in the root as not yet synced (the
 * cart marks it synced once the server's cart applies it). A failed check keeps the code and offers a retry;
 * removing the voucher clears it.
 */
const voucherSetup = setup({
  types: {
    context: {} as VoucherContext,
    events: {} as VoucherEvent,
    input: {} as VoucherMachineInput,
    emitted: {} as VoucherEmitted,
  },
  actors: {
    checkVoucher: fromPromise<Voucher, { code: string }>(notProvided('checkVoucher')),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    isRestoredValid: ({ context }) => context.voucher?.isValid === true,
    isRestoredExpired: ({ context }) => context.voucher !== null && isExpired(context.voucher),
    isRestoredInvalid: ({ context }) => context.voucher !== null && !context.voucher.isValid,
    isValid: (_, voucher: Voucher) => voucher.isValid,
    isExpired: (_, voucher: Voucher) => isExpired(voucher),
  },
  actions: {
    storeCode: assign((_, code: string) => ({ code })),
    storeVoucher: assign((_, voucher: Voucher) => ({ voucher })),
    reportVoucher: emit((_, voucher: Voucher) => ({ type: 'voucher.checked' as const, voucher })),
    clearVoucher: assign({ code: '', voucher: null }),
    forgetVoucher: assign({ voucher: null }),
    reportRemoved: emit({ type: 'voucher.removed' as const }),
  },
});

/**
 * Invalid or expired: the code stays to be corrected and checked again; a new code replaces the rejected voucher
 * (its message goes, in the root too).
 */
const rejected = voucherSetup.createStateConfig({
  on: {
    'voucher.entered': {
      target: 'entering',
      actions: [{ type: 'storeCode', params: ({ event }) => event.code }, 'forgetVoucher', 'reportRemoved'],
    },
    'voucher.submitted': { guard: 'hasCode', target: 'checking' },
    'voucher.removed': { target: 'entering', actions: ['clearVoucher', 'reportRemoved'] },
  },
});

export const voucherMachine = voucherSetup.createMachine({
  id: 'voucher',
  context: ({ input }) => ({ code: input.voucher?.code ?? input.code, voucher: input.voucher }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'isRestoredValid', target: 'valid' },
        { guard: 'isRestoredExpired', target: 'expired' },
        { guard: 'isRestoredInvalid', target: 'invalid' },
        { target: 'entering' },
      ],
    },
    entering: {
      on: {
        'voucher.entered': { actions: { type: 'storeCode', params: ({ event }) => event.code } },
        'voucher.submitted': { guard: 'hasCode', target: 'checking' },
      },
    },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'checkVoucher',
        src: 'checkVoucher',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => event.output },
            target: 'valid',
            actions: [
              { type: 'storeVoucher', params: ({ event }) => event.output },
              { type: 'reportVoucher', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: [
              { type: 'storeVoucher', params: ({ event }) => event.output },
              { type: 'reportVoucher', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'invalid',
            actions: [
              { type: 'storeVoucher', params: ({ event }) => event.output },
              { type: 'reportVoucher', params: ({ event }) => event.output },
            ],
          },
        ],
        // No verdict for this code: an earlier one no longer stands.
        onError: { target: 'failed', actions: ['forgetVoucher', 'reportRemoved'] },
      },
    },
    valid: {
      on: { 'voucher.removed': { target: 'entering', actions: ['clearVoucher', 'reportRemoved'] } },
    },
    invalid: rejected,
    expired: rejected,
    // Failed: no verdict on the code, which stays to be checked again.
    failed: {
      on: {
        'voucher.entered': { target: 'entering', actions: { type: 'storeCode', params: ({ event }) => event.code } },
        'voucher.submitted': { guard: 'hasCode', target: 'checking' },
      },
    },
  },
});

