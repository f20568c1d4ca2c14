import { quoteMachine } from '../../../../machines/quote.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';

const cart = ({ form }: ChildVisitor) => form.getByRole('dialog', { name: 'Ihre Bestellung' });
const section = (visitor: ChildVisitor) => cart(visitor).locator('[data-part="quote"]');
const button = (visitor: ChildVisitor) => cart(visitor).getByRole('button', { name: /Angebot anfordern/ });
const consent = (visitor: ChildVisitor) => cart(visitor).getByRole('checkbox', { name: /Verarbeitung meiner Daten/ });
const revealed = (snapshot: GraphSnapshot) => (snapshot.value as { form: string }).form === 'revealed';

/** The quote request in the cart of the business VoIP plan (QuoteSection.tsx): a business customer, not a partner. */
export const quoteModel: ChildModel = {
  name: 'quote',
  machine: quoteMachine,
  input: { direct: false },
  events: {
    'quote.pressed': { type: 'quote.pressed' },
    'form.validityChanged valid': { type: 'form.validityChanged', valid: true },
    'form.validityChanged invalid': { type: 'form.validityChanged', valid: false },
    'quote.modeChanged direct': { type: 'quote.modeChanged', direct: true },
    'xstate.done.actor.submitQuote': { type: 'xstate.done.actor.submitQuote', output: { filename: 'Angebot.pdf' } },
    'xstate.error.actor.submitQuote 422': { type: 'xstate.error.actor.submitQuote', error: { code: 'ERR_BAD_REQUEST', status: 422 } },
    'xstate.error.actor.submitQuote 500': { type: 'xstate.error.actor.submitQuote', error: { code: 'ERR_BAD_RESPONSE', status: 500 } },
    'xstate.error.actor.submitQuote malformed': { type: 'xstate.error.actor.submitQuote', error: { code: 'ERR_PARSE' } },
  },
  serialize: ({ value, context }) => {
    const { direct, formValid, failure } = context as { direct: boolean; formValid: boolean; failure: string | null };
    return JSON.stringify({ value, direct, formValid, failure });
  },
  open: async ({ page, form }) => {
    await page.goto('/plans/VOIPBIZ/product/');
    await expect(form.getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible(wait);
    await form.locator('[data-part="cart-button"]').click(wait);
    await expect(form.getByRole('dialog', { name: 'Ihre Bestellung' }).getByRole('button', { name: 'Angebot anfordern' })).toBeEnabled(wait);
  },
  calls: { submitQuote: { method: 'POST', path: /^\/api\/quotes$/, faultPath: '*quotes' } },
  // the form's fields are typed where they are shown: once the first press has revealed them
  when: {
    'form.validityChanged valid': revealed,
    'form.validityChanged invalid': revealed,
  },
  executors: {
    // the press that reveals the form puts the focus into its first field, so the visitor types at once: looked at here,
    // at the press (a later state of the revealed form has the focus wherever the visitor put it)
    'quote.pressed': visitor('presses "Angebot anfordern"', async (visitor) => {
      const firstField = cart(visitor).getByLabel(/^Firmenname/);
      const hidden = (await firstField.count()) === 0;
      await button(visitor).click(wait);
      if (hidden) await expect(firstField).toBeFocused(wait);
    }),
    'form.validityChanged valid': visitor('fills in the quote form: company, name, e-mail, phone, consent', async (visitor) => {
      const dialog = cart(visitor);
      await dialog.getByLabel(/^Firmenname/).fill('Nordwind Logistik GmbH', wait);
      await dialog.getByLabel(/^Vorname/).fill('Jana');
      await dialog.getByLabel(/^Nachname/).fill('Weiß');
      await dialog.getByLabel(/^E-Mail-Adresse/).fill('jana@example.com');
      await dialog.getByLabel(/^Telefonnummer/).fill('030 1234567');
      await consent(visitor).check();
      await expect(button(visitor)).toBeEnabled(wait);
    }),
    'form.validityChanged invalid': visitor('takes the consent back', async (visitor) => {
      await consent(visitor).uncheck(wait);
      await expect(button(visitor)).toBeDisabled(wait);
    }),
    'xstate.done.actor.submitQuote': server('submitQuote', { kind: 'real' }, 'the demo API makes the PDF'),
    'xstate.error.actor.submitQuote 422': server('submitQuote', { kind: 'fault', fault: { status: 422, body: { message: 'rejected' } } }, 'answers 422'),
    'xstate.error.actor.submitQuote 500': server('submitQuote', { kind: 'fault', fault: { status: 500, body: { message: 'pdf' } } }, 'answers 500'),
    'xstate.error.actor.submitQuote malformed': server('submitQuote', { kind: 'fault', fault: { malformed: true } }, 'answers 200 with a body that is no PDF'),
  },
  notExecuted: {
    'quote.modeChanged direct':
      "whether a quote goes without the form is the page's (a partner's session or an international plan, spec sections 4 and 6): the element sends it as the section mounts and no visitor changes it on the page; quote.spec.ts walks a partner's direct quote",
  },
  assertions: {
    'form.hidden': async (visitor) => {
      await expect(section(visitor)).toBeVisible(wait);
      await expect(cart(visitor).getByLabel(/^Firmenname/)).toHaveCount(0);
    },
    // revealed: its fields are there (the focus put into the first one is checked at the press that reveals it)
    'form.revealed': async (visitor) => {
      await expect(cart(visitor).getByRole('group', { name: 'Angebot als PDF' })).toBeVisible(wait);
      await expect(cart(visitor).getByLabel(/^Firmenname/)).toBeVisible();
    },
    'request.idle': async (visitor) => {
      await expect(button(visitor)).not.toHaveAttribute('aria-busy', 'true');
      await expect(section(visitor).getByRole('alert')).toHaveCount(0);
    },
    'request.pending': async (visitor) => {
      await expect(button(visitor)).toHaveAttribute('aria-busy', 'true', wait);
      await expect(section(visitor).getByText('Angebot wird erstellt …').first()).toBeVisible();
    },
    'request.success': (visitor) => expect(cart(visitor).getByRole('link', { name: /Angebot erneut öffnen/ })).toBeVisible(wait),
    // the catalogue's message for the failure the server gave, with the warning icon on the button
    'request.failure': async (visitor, state) => {
      const failure = (state.context as { failure: string }).failure;
      await expect(section(visitor).getByText(failure === 'pdf' ? 'Error in pdf generation' : 'Submit quote rejected by server.', { exact: true })).toBeVisible(wait);
      await expect(button(visitor).locator('svg')).toHaveCount(1);
    },
  },
};
