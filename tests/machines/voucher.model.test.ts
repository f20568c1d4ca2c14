import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { voucherMachine, type VoucherEvent } from '../../machines/voucher.machine.ts';
import { voucherFromCheck } from '../../src/domain/voucher.ts';
import type { Voucher } from '../../src/domain/schemas/voucher.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof voucherMachine>;
type GraphEvent = VoucherEvent | { type: string; output?: unknown; error?: unknown };

const valid = voucherFromCheck({ code: 'WELCOME10', isValid: true, discountType: 'percent', discountValue: 10, message: 'voucher.message.valid' });
const expired = voucherFromCheck({ code: 'ALT2024', isValid: false, message: 'voucher.message.expired' });
const invalid = voucherFromCheck({ code: 'NOPE', isValid: false, message: 'voucher.message.invalid' });

const events: GraphEvent[] = [
  { type: 'voucher.entered', code: '' },
  { type: 'voucher.entered', code: 'WELCOME10' },
  { type: 'voucher.submitted' },
  { type: 'voucher.removed' },
  { type: 'xstate.done.actor.checkVoucher', output: valid },
  { type: 'xstate.done.actor.checkVoucher', output: expired },
  { type: 'xstate.done.actor.checkVoucher', output: invalid },
  { type: 'xstate.error.actor.checkVoucher', error: new Error('HTTP 500') },
];

const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, code: s.context.code, voucher: s.context.voucher?.code ?? null });

const assertions: StateAssertions<Snapshot> = {
  entering: (s) => expect(s.context.voucher).toBeNull(),
  checking: (s) => {
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.code.trim()).not.toBe('');
  },
  valid: (s) => expect(s.context.voucher?.isValid).toBe(true),
  invalid: (s) => expect(s.context.voucher?.isValid).toBe(false),
  expired: (s) => expect(s.context.voucher?.message).toBe('voucher.message.expired'),
  failed: (s) => {
    expect(s.context.code.trim()).not.toBe('');
    expect(s.context.voucher).toBeNull();
  },
};

for (const input of [{ code: '', voucher: null }, { code: '', voucher: valid as Voucher }, { code: 'X', voucher: expired as Voucher }]) {
  const paths = getShortestPaths(voucherMachine, { input, events: events as VoucherEvent[], serializeState: (s) => serializeState(s as Snapshot) });
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const replayable = voucherMachine.provide({ actors: { checkVoucher: silent } as never });

  describe(`voucherMachine over its shortest paths (restored ${input.voucher?.code ?? 'nothing'})`, () => {
    it('every reachable state has an assertion', () => {
      const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
      for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
      for (const state of ['valid', 'invalid', 'expired', 'failed']) expect(reached).toContain(state);
    });
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
        replayPath(replayable, { input }, path, assertions, serializeState);
      });
    }
  });
}
