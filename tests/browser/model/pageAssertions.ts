import type { Locator, Page } from '@playwright/test';
import { expect } from '../e2e/fixtures.ts';
import { addressCheck, placeOrderLabel } from '../journeys/vocabulary.ts';
import { wait } from './executors.ts';

/** What a person sees in a page state of the root machine, found by role and accessible name, in German. */
export type PageAssertion = (form: Locator, page: Page) => Promise<void>;

const heading = (name: string | RegExp): PageAssertion => (form) => expect(form.getByRole('heading', { level: 1, name })).toBeVisible(wait);
const busy: PageAssertion = (form) => expect(form.getByRole('status').first()).toBeAttached(wait);

const onStep = (step: string, name: string, next: 'idle' | 'pending'): PageAssertion => async (form, page) => {
  await expect(page).toHaveURL(new RegExp(`/plans/TALPRIV100/${step}/$`), wait);
  await expect(form.getByRole('heading', { level: 1, name })).toBeVisible(wait);
  // while its section is saved, the step's next button shows it is busy and takes no second click
  await expect(form.getByRole('button', { name: /Weiter/ })).toHaveAttribute('data-state', next, wait);
};

const confirm: PageAssertion = async (form, page) => {
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/confirm\/$/, wait);
  await expect(form.getByRole('heading', { level: 1, name: 'Bestätigung' })).toBeVisible(wait);
  await expect(form.getByRole('button', { name: placeOrderLabel })).toBeVisible(wait);
};

/** Every page state of the root machine (tests/src/shell/order.model.test.tsx's `screens`, in the browser). */
export const pageAssertions: Record<string, PageAssertion> = {
  'booting.authenticating': busy,
  'booting.loading': busy,
  bootFailed: (form) => expect(form.getByRole('button', { name: 'Erneut laden' })).toBeVisible(wait),
  accessDenied: (form) => expect(form.getByRole('alert').filter({ hasText: /Sitzung ist ungültig/ })).toBeVisible(wait),
  'ready.page.plans': heading('Unsere Tarife'),
  'ready.page.planError': (form) => expect(form.getByText('Dieser Tarif ist nicht verfügbar')).toBeVisible(wait),
  'ready.page.unsupported': heading('Ihr Browser wird nicht unterstützt'),
  'ready.page.nect': heading(/Identität/),
  'ready.page.thanks': heading(/Vielen Dank/),
  'ready.page.linkCreated': heading(/Link/),
  'ready.page.notFound': heading('Seite nicht gefunden'),
  'ready.page.plan.loading': busy,
  'ready.page.plan.failed': (form) => expect(form.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible(wait),
  // the dialog opens with the focus in it: a keyboard user types the address at once
  'ready.page.plan.awaitingAddressCheck': async (form) => {
    const dialog = form.getByRole('dialog', { name: addressCheck.dialog });
    await expect(dialog).toBeVisible(wait);
    await expect(dialog.locator(':focus')).toHaveCount(1, wait);
  },
  'ready.page.plan.flow.product.editing': onStep('product', 'Produkt', 'idle'),
  'ready.page.plan.flow.product.saving': onStep('product', 'Produkt', 'pending'),
  'ready.page.plan.flow.activation.editing': onStep('activation', 'Anschluss', 'idle'),
  'ready.page.plan.flow.activation.saving': onStep('activation', 'Anschluss', 'pending'),
  'ready.page.plan.flow.customer.editing': onStep('customer', 'Kundendaten', 'idle'),
  'ready.page.plan.flow.customer.saving': onStep('customer', 'Kundendaten', 'pending'),
  'ready.page.plan.flow.account.editing': onStep('account', 'Kundenkonto', 'idle'),
  'ready.page.plan.flow.account.saving': onStep('account', 'Kundenkonto', 'pending'),
  // confirm ends with its own order button, not "next"
  'ready.page.plan.flow.confirm.editing': confirm,
};

/** Page states of the machine the browser does not assert, each with the reason; listed in the coverage table. */
export const notVisited: Record<string, string> = {
  'ready.page.routing': 'a passage, never a resting state: its `always` transitions pick the page of the route (machines/order/page.ts)',
  'ready.page.plan.flow.entering': 'a passage, never a resting state: its `always` transitions pick the step (machines/order/flow.ts)',
  'ready.page.plan.preparing':
    "lasts a microtask in the browser: the step rules travel in the chunk the plan's answer is read with, so they are there before the plan is (rootPaths.ts, stepRulesArriveAtOnce); the walks pass through it as the machine does",
  ...Object.fromEntries(
    ['product', 'activation', 'customer', 'account', 'confirm'].map((step) => [
      `ready.page.plan.flow.${step}.waitingForConnection`,
      "a save that found no connection: the lost network is the connection region's (connection.lost), which the root graph's events leave out (order.resilience.test.ts tests it on the machine; e2e nothing-lost.spec.ts in the browser)",
    ]),
  ),
  'ready.page.plan.flow.confirm.saving':
    "the confirm step has no \"Weiter\" (StepFrame.tsx): its step.next comes only from the save error's retry, after a save of confirm that no visitor starts; the order goes through the submission machine",
};

/**
 * States of the regions beside the page (modal, quote status, session, connection) that no root path passes through,
 * each with the reason and where the browser sees it instead; listed in the coverage table. A region state neither
 * passed through nor listed here fails the guard, and so does a reason for a state a path now passes through.
 */
export const notPassedThrough: Record<string, string> = {
  'ready.modal.addressCheck.deciding': 'a passage, never a resting state: its `always` transitions pick the content mode (machines/order/modal.ts)',
  'ready.modal.addressCheck.apcAndQuote':
    'needs a quote link (`?quote=`), which the root graph\'s start address has not: quote.spec.ts opens one ("the address modal offers the quote beside the availability check")',
  'ready.modal.addressCheck.onlyQuote':
    'needs a quote link and a checked address: quote.spec.ts ("with the address checked, only the quote and continue")',
  'ready.quoteStatus.exists': 'needs a quote link (`?quote=`, `?preselect=`), which the root graph\'s start address has not: quote.spec.ts opens them',
  'ready.quoteStatus.error':
    'told by the cart when the quote machine\'s request fails (`quote.failed`, outside the root graph): the quote machine\'s walk in the browser answers it with an error (child.model.spec.ts, "xstate.error.actor.submitQuote 500")',
  'ready.session.restoring':
    'the session region\'s events are outside the root graph (outsideTheGraph.ts): nothing-lost.spec.ts ("PUT order 401 at the customer step: a new session is made ...")',
  'ready.session.ended': 'outside the root graph as well: nothing-lost.spec.ts ("a session that a new one does not cure: told ...")',
  'ready.session.renewing': 'outside the root graph as well: nothing-lost.spec.ts ("... the button starts a new one with everything kept")',
  'ready.session.restoreWaiting':
    'outside the root graph as well: a failed restore waiting 2 s to be tried again, walked on the machine (order.session.model.test.ts) and shown in jsdom (Resilience.test.tsx, "a new session that cannot take over the order is told after 3 tries")',
  'ready.session.notRestored':
    'outside the root graph as well: the restore failed 3 times; its notice and "try again" in jsdom (Resilience.test.tsx) and Storybook (Resilience.stories.tsx, SessionNotRestored)',
  'ready.connection.offline':
    'the connection region\'s events are outside the root graph (outsideTheGraph.ts): nothing-lost.spec.ts ("offline at the customer step: said politely ...")',
  'ready.connection.restored': 'outside the root graph as well: nothing-lost.spec.ts ("... the save goes by itself when back online")',
};
