import { planLinkMachine } from '../../../../machines/planLink.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';

const cart = ({ form }: ChildVisitor) => form.getByRole('dialog', { name: 'Ihre Bestellung' });
const planLinkForm = (visitor: ChildVisitor) => cart(visitor).getByRole('form', { name: 'Konfiguration speichern' });
const field = (visitor: ChildVisitor) => planLinkForm(visitor).getByRole('textbox', { name: /^An diese E-Mail-Adresse senden/ });
const submit = (visitor: ChildVisitor) => planLinkForm(visitor).getByRole('button', { name: /Link senden/ });
const notSaved = 'Der Link konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';
const emailOf = (snapshot: GraphSnapshot) => (snapshot.context as { email: { valid: boolean; filled: boolean } }).email;

const typed = (text: string, how: string) => visitor(how, (visitor) => field(visitor).fill(text, wait));

/** The field's error is shown exactly when the address the visitor typed is not valid. */
const fieldJudged = async (visitor: ChildVisitor, state: GraphSnapshot) => {
  if (emailOf(state).valid) await expect(field(visitor)).not.toHaveAttribute('aria-invalid', 'true', wait);
  else await expect(field(visitor)).toHaveAttribute('aria-invalid', 'true', wait);
};

/** "Save and send this configuration" in the cart of the private VoIP plan (PlanLinkForm.tsx), its field empty. */
export const planLinkModel: ChildModel = {
  name: 'planLink',
  machine: planLinkMachine,
  input: { valid: false, filled: false },
  events: {
    'planLink.emailChanged empty': { type: 'planLink.emailChanged', valid: false, filled: false },
    'planLink.emailChanged invalid': { type: 'planLink.emailChanged', valid: false, filled: true },
    'planLink.emailChanged valid': { type: 'planLink.emailChanged', valid: true, filled: true },
    'planLink.emailLeft': { type: 'planLink.emailLeft' },
    'planLink.submitted': { type: 'planLink.submitted' },
    'xstate.done.actor.savePlanLink': { type: 'xstate.done.actor.savePlanLink', output: { hash: 'AB12CD' } },
    'xstate.error.actor.savePlanLink 422 email': {
      type: 'xstate.error.actor.savePlanLink',
      error: { code: 'ERR_BAD_REQUEST', status: 422, data: { errors: { email: ['invalid'] } } },
    },
    'xstate.error.actor.savePlanLink network': { type: 'xstate.error.actor.savePlanLink', error: { code: 'ERR_NETWORK' } },
  },
  open: async ({ page, form }) => {
    await page.goto('/plans/VOIPPRIV/product/');
    await expect(form.getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible(wait);
    await form.locator('[data-part="cart-button"]').click(wait);
    await expect(form.getByRole('dialog', { name: 'Ihre Bestellung' }).getByRole('form', { name: 'Konfiguration speichern' })).toBeVisible(wait);
  },
  calls: { savePlanLink: { method: 'POST', path: /^\/api\/plan-links$/, faultPath: '*plan-links' } },
  // a visitor changes what the field holds: typing what it already holds is no change
  when: {
    'planLink.emailChanged empty': (snapshot) => emailOf(snapshot).filled,
    'planLink.emailChanged invalid': (snapshot) => !emailOf(snapshot).filled || emailOf(snapshot).valid,
    'planLink.emailChanged valid': (snapshot) => !emailOf(snapshot).valid,
  },
  executors: {
    'planLink.emailChanged empty': typed('', 'empties the e-mail field'),
    'planLink.emailChanged invalid': typed('anna.schmidt@', 'types "anna.schmidt@", not an address yet'),
    'planLink.emailChanged valid': typed('anna.schmidt@example.de', 'types anna.schmidt@example.de'),
    'planLink.emailLeft': visitor('leaves the e-mail field (Tab)', (visitor) => field(visitor).press('Tab')),
    'planLink.submitted': visitor('presses "Link senden"', (visitor) => submit(visitor).click(wait)),
    'xstate.done.actor.savePlanLink': server('savePlanLink', { kind: 'real' }, 'the demo API saves the link'),
    'xstate.error.actor.savePlanLink 422 email': server(
      'savePlanLink',
      { kind: 'fault', fault: { status: 422, body: { message: 'The email is invalid.', errors: { email: ['The email is invalid.'] } } } },
      'answers 422 naming the e-mail field',
    ),
    'xstate.error.actor.savePlanLink network': server('savePlanLink', { kind: 'dropped' }, 'the connection drops'),
  },
  assertions: {
    'editing.errorsHidden': async (visitor) => {
      await expect(field(visitor)).toBeVisible(wait);
      await expect(field(visitor)).not.toHaveAttribute('aria-invalid', 'true');
    },
    'editing.errorsShown': fieldJudged,
    // what the field holds is the visitor's, even while the link is saved
    saving: async (visitor, state) => {
      await expect(submit(visitor)).toHaveAttribute('aria-busy', 'true', wait);
      await expect(field(visitor)).toHaveValue(emailOf(state).filled ? 'anna.schmidt@example.de' : '');
    },
    // the address stays to be corrected or sent again
    'failed.notSaved': async (visitor) => {
      await expect(planLinkForm(visitor).getByText(notSaved)).toBeVisible(wait);
      await expect(field(visitor)).toHaveValue('anna.schmidt@example.de');
    },
    // the field says the address was refused, in its own words, and has the focus
    'failed.emailRejected': async (visitor) => {
      await expect(planLinkForm(visitor).getByText(notSaved)).toBeVisible(wait);
      await expect(field(visitor)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(visitor)).toBeFocused();
    },
    saved: async ({ page, form }) => {
      await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/link-created\/(\?.*)?$/, wait);
      await expect(form.getByRole('heading', { level: 1, name: /Link/ })).toBeVisible(wait);
    },
  },
  notVisited: {
    'editing.restoring': "a passage, never a resting state: its `always` transitions show the errors of an address restored from the order's storage",
  },
};
