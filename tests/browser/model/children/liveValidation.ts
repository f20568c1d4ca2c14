import { liveValidationMachine } from '../../../../machines/liveValidation.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { checkAddressFirst } from '../executors.ts';
import { clock, server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';

/** The previous tenant's phone on the line plan's product step (PreviousTenant.tsx): its area code is checked live. */
const phone = ({ form }: ChildVisitor) => form.getByRole('group', { name: 'Telefonnummer des Vormieters' });
const prefix = (visitor: ChildVisitor) => phone(visitor).getByRole('textbox', { name: 'Vorwahl' });
const mark = (visitor: ChildVisitor, kind: 'pending' | 'valid') => phone(visitor).locator(`[data-mark="${kind}"]`);
const invalidMessage = (visitor: ChildVisitor) => phone(visitor).getByText('Ungültige Vorwahl');
const valueOf = (state: GraphSnapshot) => (state.context as { value: string }).value;
const checking = (state: GraphSnapshot) => state.value === 'checkingLocally';

/** Typed and left (so a message can show), as a visitor does; a change the field hears even over the same text. */
const types = (text: string) => async (visitor: ChildVisitor) => {
  await prefix(visitor).fill(text, wait);
  await prefix(visitor).blur();
};

/**
 * The live validation of one field (useLiveValidation.ts): the previous tenant's area code, checked locally against
 * the German landline codes (the phone library's chunk) and then by the server (`POST .../order/validate`).
 */
export const liveValidationModel: ChildModel = {
  name: 'liveValidation',
  machine: liveValidationMachine,
  input: { field: 'previousTenant.prefix', type: 'previousTenant.phoneNumber.nationalDestinationCode' },
  pausedClock: true,
  events: {
    'value.changed 030': { type: 'value.changed', value: '030' },
    'value.changed 0151': { type: 'value.changed', value: '0151' },
    'value.changed empty': { type: 'value.changed', value: '' },
    'xstate.after.debounce.liveValidation.debouncing': { type: 'xstate.after.debounce.liveValidation.debouncing' },
    'xstate.done.actor.checkLocally passed': { type: 'xstate.done.actor.checkLocally', output: true },
    'xstate.done.actor.checkLocally failed': { type: 'xstate.done.actor.checkLocally', output: false },
    'xstate.error.actor.checkLocally': { type: 'xstate.error.actor.checkLocally', error: new Error('PhoneChecksUnavailable') },
    'xstate.done.actor.validateOnServer valid': { type: 'xstate.done.actor.validateOnServer', output: { isPhoneNumberValid: true, isPatternValid: true } },
    'xstate.done.actor.validateOnServer invalid': { type: 'xstate.done.actor.validateOnServer', output: { isPhoneNumberValid: false } },
    'xstate.done.actor.validateOnServer none': { type: 'xstate.done.actor.validateOnServer', output: null },
    'xstate.error.actor.validateOnServer': { type: 'xstate.error.actor.validateOnServer', error: { status: 503 } },
  },
  serialize: ({ value, context }) => JSON.stringify({ value, text: (context as { value: string }).value, flags: (context as { flags: unknown }).flags === null ? null : 'some' }),
  open: async ({ page, form }) => {
    await checkAddressFirst(page);
    await page.goto('/plans/TALPRIV100/product/');
    await form.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form.getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
    await form.getByRole('group', { name: 'Anrede des Vormieters' }).getByRole('radio', { name: 'Herr' }).check();
    // the number first: the area code's mark shows beside a whole number
    const tenantPhone = form.getByRole('group', { name: 'Telefonnummer des Vormieters' });
    await tenantPhone.getByRole('textbox', { name: 'Rufnummer' }).fill('98765432', wait);
    await expect(tenantPhone.getByRole('textbox', { name: 'Vorwahl' })).toBeEditable(wait);
  },
  calls: { validateOnServer: { method: 'POST', path: /^\/api\/plans\/[^/]+\/order\/validate$/, faultPath: 'plans/*/order/validate' } },
  executors: {
    'value.changed 030': visitor('types the area code 030 (Berlin) and leaves the field', types('030')),
    'value.changed 0151': visitor('types 0151 (a mobile prefix, no landline code) and leaves the field', types('0151')),
    'value.changed empty': visitor('clears the area code and leaves the field', types('')),
    'xstate.after.debounce.liveValidation.debouncing': clock(500, 'the 500 ms after the last keystroke pass'),
    // the local check runs in the page as soon as the pause is over (its library's chunk is the page's own)
    'xstate.done.actor.checkLocally passed': visitor('(nothing: the local check finds 030 a German landline code by itself)', async () => undefined),
    'xstate.done.actor.checkLocally failed': visitor('(nothing: the local check finds 0151 no landline code by itself)', async () => undefined),
    'xstate.done.actor.validateOnServer valid': server('validateOnServer', { kind: 'real' }, 'the demo API finds the area code valid'),
    'xstate.done.actor.validateOnServer invalid': server('validateOnServer', { kind: 'fault', fault: { status: 200, body: { isPhoneNumberValid: false } } }, 'answers that it is not valid'),
    'xstate.done.actor.validateOnServer none': server('validateOnServer', { kind: 'fault', fault: { status: 503 } }, 'answers 503 (the check is silently given up)'),
  },
  notExecuted: {
    'xstate.error.actor.checkLocally':
      "the phone library's chunk that cannot load: once per page, whichever check comes first, so no walk can place it; phone-orders.spec.ts drops it (\"... the server's check decides ...\")",
    'xstate.error.actor.validateOnServer': 'never sent by the page: the call maps every failure to an answer of none (src/api/calls/validate.ts), walked as "validateOnServer none"',
  },
  when: {
    'xstate.done.actor.checkLocally passed': (state) => checking(state) && valueOf(state) === '030',
    'xstate.done.actor.checkLocally failed': (state) => checking(state) && valueOf(state) === '0151',
    // while the local check runs (a microtask), nothing else can happen on the page
    'value.changed 030': (state) => !checking(state),
    'value.changed 0151': (state) => !checking(state),
    'value.changed empty': (state) => !checking(state),
  },
  assertions: {
    // nothing typed yet: no mark, no message
    idle: async (visitor) => {
      await expect(prefix(visitor)).toHaveValue('');
      await expect(mark(visitor, 'pending')).toHaveCount(0);
      await expect(mark(visitor, 'valid')).toHaveCount(0);
    },
    // from the first key to the answer the field shows it is being checked
    debouncing: async (visitor, state) => {
      await expect(prefix(visitor)).toHaveValue(valueOf(state));
      await expect(mark(visitor, 'pending')).toBeVisible(wait);
    },
    // (an earlier verdict's message stays until the field is validated again, the root's own delay: not this state's)
    validating: async (visitor, state) => {
      await expect(prefix(visitor)).toHaveValue(valueOf(state));
      await expect(mark(visitor, 'pending')).toBeVisible(wait);
      await expect(mark(visitor, 'valid')).toHaveCount(0);
    },
    // cleared: nothing to check, no mark and no message
    skipped: async (visitor) => {
      await expect(prefix(visitor)).toHaveValue('');
      await expect(mark(visitor, 'pending')).toHaveCount(0, wait);
      await expect(mark(visitor, 'valid')).toHaveCount(0);
    },
    valid: async (visitor) => {
      await expect(mark(visitor, 'valid')).toBeVisible(wait);
      await expect(mark(visitor, 'valid')).toHaveText('Gültig');
      await expect(invalidMessage(visitor)).toHaveCount(0);
    },
    invalid: async (visitor) => {
      await expect(invalidMessage(visitor)).toBeVisible(wait);
      await expect(mark(visitor, 'valid')).toHaveCount(0);
      await expect(mark(visitor, 'pending')).toHaveCount(0);
    },
    // no answer from the server: no mark, the typed code kept (an earlier verdict on the same code still speaks)
    unchecked: async (visitor, state) => {
      await expect(prefix(visitor)).toHaveValue(valueOf(state));
      await expect(mark(visitor, 'pending')).toHaveCount(0, wait);
      await expect(mark(visitor, 'valid')).toHaveCount(0);
    },
  },
  notVisited: {
    checkingLocally:
      "lasts a microtask once the phone library's chunk is in the page (the first check loads it): the walk goes on to its answer at once, which the next state shows",
  },
};
