import { cartMachine } from '../../../../machines/cart.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';


/** The cart's request for the plan alone, and with the EU flat rate (its samples: the graph tells them apart). */
const base = { planCode: 'VOIPPRIV', addons: [] };
const withFlatRate = { planCode: 'VOIPPRIV', addons: [{ code: 'EU-FLAT', quantity: 1 }] };

const button = ({ form }: ChildVisitor) => form.getByRole('button', { name: /^Warenkorb: / });
const dialog = ({ form }: ChildVisitor) => form.getByRole('dialog', { name: 'Ihre Bestellung' });
const flatRate = ({ form }: ChildVisitor) => form.getByRole('checkbox', { name: 'Auslands-Flatrate EU' });
const isOpen = (state: GraphSnapshot) => (state.value as { panel: string }).panel === 'open';
const pending = 'Summe wird aktualisiert …';
const failedNote = 'Die Summe konnte nicht vom Server aktualisiert werden. Angezeigt ist die berechnete Summe.';

/**
 * The price cart (CartPanel.tsx) on the private VoIP plan's product step: its dialog, and the server's totals posted
 * on every change of the selection (the EU flat rate checked and unchecked).
 */
export const cartModel: ChildModel = {
  name: 'cart',
  machine: cartMachine,
  input: undefined,
  // the cart posts the plan's selection as it mounts: its call is held from before the page opens
  holdFromStart: true,
  startsAfter: ['cart.changed plan alone'],
  events: {
    'cart.opened': { type: 'cart.opened' },
    'cart.closed': { type: 'cart.closed' },
    'cart.changed plan alone': { type: 'cart.changed', request: base },
    'cart.changed with the EU flat rate': { type: 'cart.changed', request: withFlatRate },
    'xstate.done.actor.updateCart': { type: 'xstate.done.actor.updateCart', output: { items: [], totals: {} } },
    'xstate.error.actor.updateCart 503': { type: 'xstate.error.actor.updateCart', error: { status: 503 } },
  },
  serialize: ({ value, context }) => {
    const { request, failure } = context as { request: { addons: unknown[] } | null; failure: unknown };
    return JSON.stringify({ value, request: request === null ? null : request.addons.length, failed: failure !== null });
  },
  open: async ({ page, form }) => {
    await page.goto('/plans/VOIPPRIV/product/');
    await expect(form.getByRole('heading', { level: 2, name: 'Optionen' })).toBeVisible(wait);
    await expect(form.getByRole('button', { name: /^Warenkorb: / })).toBeVisible(wait);
  },
  calls: { updateCart: { method: 'POST', path: /^\/api\/cart$/, faultPath: 'cart' } },
  executors: {
    'cart.opened': visitor('opens the cart with its button in the header', (visitor) => button(visitor).click(wait)),
    'cart.closed': visitor('closes the cart with Escape', async (visitor) => {
      await dialog(visitor).press('Escape');
      await expect(dialog(visitor)).toBeHidden(wait);
    }),
    'cart.changed with the EU flat rate': visitor('checks "Auslands-Flatrate EU" on the product step', (visitor) => flatRate(visitor).check(wait)),
    'cart.changed plan alone': visitor('unchecks "Auslands-Flatrate EU"', (visitor) => flatRate(visitor).uncheck(wait)),
    'xstate.done.actor.updateCart': server('updateCart', { kind: 'real' }, 'the demo API prices the cart'),
    'xstate.error.actor.updateCart 503': server('updateCart', { kind: 'fault', fault: { status: 503 } }, 'POST cart answers 503'),
  },
  // the add-ons are on the product step, behind the modal dialog while the cart is open
  when: {
    'cart.changed with the EU flat rate': (state) => !isOpen(state) && (state.context as { request: { addons: unknown[] } | null }).request?.addons.length === 0,
    'cart.changed plan alone': (state) => !isOpen(state) && ((state.context as { request: { addons: unknown[] } | null }).request?.addons.length ?? 0) > 0,
  },
  assertions: {
    'panel.closed': async (visitor) => {
      await expect(dialog(visitor)).toHaveCount(0, wait);
      await expect(button(visitor)).toHaveAttribute('aria-expanded', 'false');
    },
    'panel.open': async (visitor) => {
      await expect(dialog(visitor)).toBeVisible(wait);
      await expect(button(visitor)).toHaveAttribute('aria-expanded', 'true');
    },
    // the total is being worked out: the button says so, and so does the open cart
    'totals.updating': async (visitor, state) => {
      await expect(button(visitor)).toHaveAccessibleName(new RegExp(pending), wait);
      if (isOpen(state)) await expect(dialog(visitor).getByText(pending)).toBeVisible(wait);
    },
    // the server's total: a figure on the button, no note in the open cart
    'totals.synced': async (visitor, state) => {
      await expect(button(visitor)).toHaveAccessibleName(/\d+,\d\d\s€ monatlich$/, wait);
      if (isOpen(state)) {
        await expect(dialog(visitor).getByText(pending)).toHaveCount(0);
        await expect(dialog(visitor).getByText(failedNote)).toHaveCount(0);
      }
    },
    // the calculated total on the button; the open cart says the server's could not be had
    'totals.failed': async (visitor, state) => {
      await expect(button(visitor)).toHaveAccessibleName(/\d+,\d\d\s€ monatlich$/, wait);
      if (isOpen(state)) await expect(dialog(visitor).getByText(failedNote)).toBeVisible(wait);
    },
  },
  notVisited: {
    'totals.idle': 'nothing posted yet: the cart posts the selection as it mounts (startsAfter), before any screen of it is drawn',
  },
};
