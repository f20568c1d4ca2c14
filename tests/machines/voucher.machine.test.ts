import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { voucherMachine, type VoucherEmitted } from '../../machines/voucher.machine.ts';
import { voucherFromCheck } from '../../src/domain/voucher.ts';
import type { Voucher } from '../../src/domain/schemas/voucher.ts';

const welcome: Voucher = voucherFromCheck({ code: 'WELCOME10', isValid: true, discountType: 'percent', discountValue: 10, discountMonthly: 2.5, discountOneTime: 0, message: 'voucher.message.valid' });
const expired: Voucher = voucherFromCheck({ code: 'ALT2024', isValid: false, message: 'voucher.message.expired' });
const unknown: Voucher = voucherFromCheck({ code: 'NOPE', isValid: false, message: 'voucher.message.invalid' });

function start(answer: (code: string) => Promise<Voucher>, input = { code: '', voucher: null as Voucher | null }) {
  const asked: string[] = [];
  const machine = voucherMachine.provide({
    actors: { checkVoucher: fromPromise(async ({ input: { code } }: { input: { code: string } }) => (asked.push(code), answer(code))) },
  });
  const actor = createActor(machine, { input });
  const reports: VoucherEmitted[] = [];
  actor.on('*', (event) => reports.push(event as VoucherEmitted));
  actor.start();
  return { actor, asked, reports };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the voucher entry (spec sections 3, 4, 7)', () => {
  it('starts with the code of ?voucher and checks it when submitted', async () => {
    const { actor, asked, reports } = start(async () => welcome, { code: 'WELCOME10', voucher: null });
    expect(actor.getSnapshot().context.code).toBe('WELCOME10');
    actor.send({ type: 'voucher.submitted' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    expect(asked).toEqual(['WELCOME10']);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(reports).toEqual([{ type: 'voucher.checked', voucher: welcome }]);
    expect(reports[0]).toMatchObject({ voucher: { synced: false } });
  });

  it('tells an expired voucher from an invalid one by the server message, and keeps the code', async () => {
    const { actor } = start(async (code) => (code === 'ALT2024' ? expired : unknown));
    actor.send({ type: 'voucher.entered', code: 'ALT2024' });
    actor.send({ type: 'voucher.submitted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.voucher?.message).toBe('voucher.message.expired');
    actor.send({ type: 'voucher.entered', code: 'NOPE' });
    actor.send({ type: 'voucher.submitted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.code).toBe('NOPE');
  });

  it('does not check an empty code; a failed check keeps the code for a retry', async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error('HTTP 500');
      return welcome;
    });
    actor.send({ type: 'voucher.submitted' });
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'voucher.entered', code: 'WELCOME10' });
    actor.send({ type: 'voucher.submitted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.code).toBe('WELCOME10');
    fail = false;
    actor.send({ type: 'voucher.submitted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('valid');
    expect(asked).toEqual(['WELCOME10', 'WELCOME10']);
  });

  it('restores a checked voucher after reload and removes it on request', () => {
    const { actor, reports } = start(async () => welcome, { code: '', voucher: welcome });
    expect(actor.getSnapshot().value).toBe('valid');
    actor.send({ type: 'voucher.removed' });
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toEqual({ code: '', voucher: null });
    expect(reports).toEqual([{ type: 'voucher.removed' }]);
  });
});
