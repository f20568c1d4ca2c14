import { voucherMachine } from '../../../../machines/voucher.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { server, visitor, wait, type ChildModel, type ChildVisitor } from './childModel.ts';

/** The demo's answer of `GET plans/{id}/vouchers` for WELCOME10, and the two refusals a server may give instead. */
const verdict = (isValid: boolean, message: string) => ({
  data: { code: 'WELCOME10', isValid, discountType: 'percent', discountValue: 10, appliedToPrice: 'monthly', discountMonthly: 0, discountOneTime: 0, message },
});

const entry = ({ form }: ChildVisitor) => form.getByRole('region', { name: 'Gutschein' });
const field = (visitor: ChildVisitor) => entry(visitor).getByRole('textbox', { name: 'Gutscheincode' });
const said = (text: string) => async (visitor: ChildVisitor) => expect(entry(visitor).getByText(text, { exact: true })).toBeVisible(wait);

/** The voucher entry of the customer step (VoucherEntry.tsx), on the private VoIP plan with no `?voucher`. */
export const voucherModel: ChildModel = {
  name: 'voucher',
  machine: voucherMachine,
  input: { code: '', voucher: null },
  events: {
    'voucher.entered WELCOME10': { type: 'voucher.entered', code: 'WELCOME10' },
    'voucher.submitted': { type: 'voucher.submitted' },
    'voucher.removed': { type: 'voucher.removed' },
    'xstate.done.actor.checkVoucher valid': { type: 'xstate.done.actor.checkVoucher', output: { code: 'WELCOME10', isValid: true, message: 'voucher.message.valid' } },
    'xstate.done.actor.checkVoucher invalid': { type: 'xstate.done.actor.checkVoucher', output: { code: 'WELCOME10', isValid: false, message: 'voucher.message.invalid' } },
    'xstate.done.actor.checkVoucher expired': { type: 'xstate.done.actor.checkVoucher', output: { code: 'WELCOME10', isValid: false, message: 'voucher.message.expired' } },
    'xstate.error.actor.checkVoucher 503': { type: 'xstate.error.actor.checkVoucher', error: { status: 503 } },
  },
  serialize: ({ value, context }) => JSON.stringify({ value, code: (context as { code: string }).code, voucher: (context as { voucher: { message?: string } | null }).voucher?.message ?? null }),
  open: async ({ page, form }) => {
    await page.goto('/plans/VOIPPRIV/?skip_to=customer');
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
    await expect(form.getByRole('region', { name: 'Gutschein' }).getByRole('textbox', { name: 'Gutscheincode' })).toBeEditable(wait);
  },
  calls: { checkVoucher: { method: 'GET', path: /^\/api\/plans\/[^/]+\/vouchers$/, faultPath: 'plans/*/vouchers' } },
  executors: {
    'voucher.entered WELCOME10': visitor('types WELCOME10 as the voucher code', (visitor) => field(visitor).fill('WELCOME10', wait)),
    'voucher.submitted': visitor('presses "Einlösen"', (visitor) => entry(visitor).getByRole('button', { name: 'Einlösen' }).click(wait)),
    'voucher.removed': visitor('presses "Gutschein entfernen"', (visitor) => entry(visitor).getByRole('button', { name: 'Gutschein entfernen' }).click(wait)),
    'xstate.done.actor.checkVoucher valid': server('checkVoucher', { kind: 'real' }, 'the demo API finds WELCOME10 valid'),
    'xstate.done.actor.checkVoucher invalid': server(
      'checkVoucher',
      { kind: 'fault', fault: { status: 200, body: verdict(false, 'voucher.message.invalid') } },
      'answers that the code is not valid',
    ),
    'xstate.done.actor.checkVoucher expired': server(
      'checkVoucher',
      { kind: 'fault', fault: { status: 200, body: verdict(false, 'voucher.message.expired') } },
      'answers that the voucher has expired',
    ),
    'xstate.error.actor.checkVoucher 503': server('checkVoucher', { kind: 'fault', fault: { status: 503 } }, 'answers 503'),
  },
  assertions: {
    entering: async (visitor) => {
      await expect(field(visitor)).toBeEditable(wait);
      await expect(entry(visitor).getByRole('button', { name: 'Einlösen' })).not.toHaveAttribute('aria-busy', 'true');
      await expect(entry(visitor).getByRole('alert')).toHaveCount(0);
    },
    // the check is announced; the button keeps its place and takes no second press
    checking: async (visitor) => {
      await expect(entry(visitor).getByRole('button', { name: /Einlösen/ })).toHaveAttribute('aria-busy', 'true', wait);
      await expect(entry(visitor).getByRole('status').filter({ hasText: 'Gutschein wird geprüft' }).first()).toBeAttached();
    },
    valid: async (visitor) => {
      await said('Ihr Gutschein wurde angewendet.')(visitor);
      await expect(field(visitor)).not.toBeEditable();
      await expect(entry(visitor).getByRole('button', { name: 'Gutschein entfernen' })).toBeVisible();
    },
    invalid: said('Dieser Gutscheincode ist ungültig.'),
    expired: said('Dieser Gutschein ist abgelaufen.'),
    failed: async (visitor) => {
      await said('Der Gutschein konnte nicht geprüft werden. Bitte erneut versuchen.')(visitor);
      await expect(field(visitor)).toHaveValue('WELCOME10');
    },
  },
  notVisited: {
    restoring: 'a passage, never a resting state: its `always` transitions pick the state of the restored voucher',
  },
};
