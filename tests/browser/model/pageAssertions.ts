import type { Locator, Page } from '@playwright/test';
import { expect } from '../e2e/fixtures.ts';
import { addressCheck, placeOrderLabel } from '../journeys/vocabulary.ts';
import { wait } from './executors.ts';
import { callsOf } from './serverAnswers.ts';

/** What a person sees in a page state of the root machine, found by role and accessible name, in German. */
export type PageAssertion = (form: Locator, page: Page) => Promise<void>;

const heading = (name: string | RegExp): PageAssertion => (form) => expect(form.getByRole('heading', { level: 1, name })).toBeVisible(wait);
/**
 * The loading placeholder (LoadingPlaceholder.tsx), the one status that is busy, in the shell's phase: the start-up
 * (no page yet) or a page of the ready form. A step's own status regions, the connection's and the cart's are not it.
 */
const placeholder = (form: Locator, phase: 'booting' | 'ready') =>
  form.locator(`[data-phase="${phase}"]`).locator('[role="status"][aria-busy="true"][data-placeholder="loading"]');

/** What the page waits for, seen from the server's side: the calls it has made and not yet had answered. */
const waitsFor = async (page: Page, actors: { pending: string[]; notYet?: string[]; answered?: string[] }) => {
  const calls = (actor: string) => callsOf(page, actor);
  for (const actor of actors.pending) {
    await expect.poll(() => calls(actor).made > calls(actor).answered, { message: `a call of ${actor} in flight`, ...wait }).toBe(true);
  }
  for (const actor of actors.notYet ?? []) expect(calls(actor).made, `no call of ${actor} yet`).toBe(0);
  for (const actor of actors.answered ?? []) expect(calls(actor).answered, `${actor} answered`).toBeGreaterThan(0);
};

/** The start-up checks the session: the placeholder, and nothing asked but the session (spec section 2). */
const authenticating: PageAssertion = async (form, page) => {
  await expect(placeholder(form, 'booting')).toBeVisible(wait);
  await waitsFor(page, { pending: ['authenticate'] });
  // this start-up's loads not asked yet: one of each per session check before this one (a retried boot asks again)
  const checks = callsOf(page, 'authenticate').made;
  for (const actor of ['loadTranslations', 'loadPlanClasses']) expect(callsOf(page, actor).made, `no call of ${actor} since the session check`).toBeLessThan(checks);
};

/** The session known, the start-up's loads under way in parallel: still the placeholder, no page. */
const bootLoading: PageAssertion = async (form, page) => {
  await expect(placeholder(form, 'booting')).toBeVisible(wait);
  await waitsFor(page, { pending: [], answered: ['authenticate'] });
  const inFlight = ['loadTranslations', 'loadPlanClasses', 'loadPlan', 'loadOrderAddress'].filter((actor) => callsOf(page, actor).made > callsOf(page, actor).answered);
  expect(inFlight, 'a start-up load in flight').not.toEqual([]);
};

/** The form is ready (its header's link to the plan list is there) and the plan's page waits for the plan. */
const planLoading: PageAssertion = async (form, page) => {
  await expect(placeholder(form, 'ready')).toBeVisible(wait);
  await expect(form.getByRole('link', { name: 'Nordlicht Telekom – Startseite' })).toBeVisible(wait);
  await expect(form.getByRole('heading', { level: 1 })).toHaveCount(0);
  await waitsFor(page, { pending: ['loadPlan'] });
};

/** The save that found no connection, told in the step (StepFrame.tsx, `save.offline`). */
const savedWhenOnline = 'Dieser Schritt konnte nicht gesendet werden: Es besteht keine Verbindung. Ihre Angaben sind noch da und werden gesendet, sobald die Verbindung zurück ist.';

const onStep = (step: string, name: string, next: 'idle' | 'pending' | 'waiting'): PageAssertion => async (form, page) => {
  // the graph's plan, or the one a walk extension went to (a business plan's quote link)
  await expect(page).toHaveURL(new RegExp(`/plans/(TALPRIV100|TALBIZ250)/${step}/(\\?.*)?$`), wait);
  await expect(form.getByRole('heading', { level: 1, name })).toBeVisible(wait);
  // while its section is saved, the step's next button shows it is busy and takes no second click (found behind a
  // modal dialog too, which hides the page from the accessibility tree; the step's own, not the dialog's "Weiter zum ...")
  await expect(form.locator('[part="step-actions"]').getByRole('button', { name: /Weiter/, includeHidden: true })).toHaveAttribute(
    'data-state',
    next === 'pending' ? 'pending' : 'idle',
    wait,
  );
  // a save that waits for the connection says so in the step, "Weiter" ready to send it; editing does not say it (the
  // save it waited for keeps the notice while it is sent: "Weiter" busy tells that one)
  const offlineNotice = form.getByRole('alert').filter({ hasText: savedWhenOnline });
  if (next === 'waiting') await expect(offlineNotice).toBeVisible(wait);
  else if (next === 'idle') await expect(offlineNotice).toHaveCount(0);
};

const confirm: PageAssertion = async (form, page) => {
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/confirm\/$/, wait);
  await expect(form.getByRole('heading', { level: 1, name: 'Bestätigung' })).toBeVisible(wait);
  await expect(form.getByRole('button', { name: placeOrderLabel })).toBeVisible(wait);
};

/** Every page state of the root machine (tests/src/shell/order.model.test.tsx's `screens`, in the browser). */
export const pageAssertions: Record<string, PageAssertion> = {
  'booting.authenticating': authenticating,
  'booting.loading': bootLoading,
  bootFailed: (form) => expect(form.getByRole('button', { name: 'Erneut laden' })).toBeVisible(wait),
  accessDenied: (form) => expect(form.getByRole('alert').filter({ hasText: /Sitzung ist ungültig/ })).toBeVisible(wait),
  'ready.page.plans': heading('Unsere Tarife'),
  'ready.page.planError': (form) => expect(form.getByText('Dieser Tarif ist nicht verfügbar')).toBeVisible(wait),
  'ready.page.unsupported': heading('Ihr Browser wird nicht unterstützt'),
  'ready.page.nect': heading(/Identität/),
  'ready.page.thanks': heading(/Vielen Dank/),
  'ready.page.linkCreated': heading(/Link/),
  'ready.page.notFound': heading('Seite nicht gefunden'),
  'ready.page.plan.loading': planLoading,
  'ready.page.plan.failed': (form) => expect(form.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible(wait),
  // the dialog opens with the focus in it: a keyboard user types the address at once
  'ready.page.plan.awaitingAddressCheck': async (form) => {
    const dialog = form.getByRole('dialog', { name: addressCheck.dialog });
    await expect(dialog).toBeVisible(wait);
    await expect(dialog.locator(':focus')).toHaveCount(1, wait);
  },
  'ready.page.plan.flow.product.editing': onStep('product', 'Produkt', 'idle'),
  'ready.page.plan.flow.product.saving': onStep('product', 'Produkt', 'pending'),
  'ready.page.plan.flow.product.waitingForConnection': onStep('product', 'Produkt', 'waiting'),
  'ready.page.plan.flow.activation.editing': onStep('activation', 'Anschluss', 'idle'),
  'ready.page.plan.flow.activation.saving': onStep('activation', 'Anschluss', 'pending'),
  'ready.page.plan.flow.activation.waitingForConnection': onStep('activation', 'Anschluss', 'waiting'),
  'ready.page.plan.flow.customer.editing': onStep('customer', 'Kundendaten', 'idle'),
  'ready.page.plan.flow.customer.saving': onStep('customer', 'Kundendaten', 'pending'),
  'ready.page.plan.flow.customer.waitingForConnection': onStep('customer', 'Kundendaten', 'waiting'),
  'ready.page.plan.flow.account.editing': onStep('account', 'Kundenkonto', 'idle'),
  'ready.page.plan.flow.account.saving': onStep('account', 'Kundenkonto', 'pending'),
  'ready.page.plan.flow.account.waitingForConnection': onStep('account', 'Kundenkonto', 'waiting'),
  // confirm ends with its own order button, not "next"
  'ready.page.plan.flow.confirm.editing': async (form, page) => {
    await confirm(form, page);
    await expect(form.getByRole('alert').filter({ hasText: savedWhenOnline })).toHaveCount(0);
    const retry = form.getByRole('alert').getByRole('button', { name: /Erneut versuchen/ });
    if ((await retry.count()) > 0) await expect(retry).toHaveAttribute('data-state', 'idle', wait);
  },
  // confirm has no "Weiter": its section is sent again by a failed save's retry, which shows it is at work
  'ready.page.plan.flow.confirm.saving': async (form, page) => {
    await confirm(form, page);
    await expect(form.getByRole('alert').getByRole('button', { name: /Erneut versuchen/ })).toHaveAttribute('data-state', 'pending', wait);
  },
  'ready.page.plan.flow.confirm.waitingForConnection': async (form, page) => {
    await confirm(form, page);
    const notice = form.getByRole('alert').filter({ hasText: savedWhenOnline });
    await expect(notice).toBeVisible(wait);
    await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toHaveAttribute('data-state', 'idle');
  },
};

/** Page states of the machine the browser does not assert, each with the reason; listed in the coverage table. */
export const notVisited: Record<string, string> = {
  'ready.page.routing': 'a passage, never a resting state: its `always` transitions pick the page of the route (machines/order/page.ts)',
  'ready.page.plan.flow.entering': 'a passage, never a resting state: its `always` transitions pick the step (machines/order/flow.ts)',
};

/**
 * States of the regions beside the page (modal, quote status, session, connection) that no root path passes through,
 * each with the reason and where the browser sees it instead; listed in the coverage table. A region state neither
 * passed through nor listed here fails the guard, and so does a reason for a state a path now passes through.
 */
export const notPassedThrough: Record<string, string> = {
  'ready.modal.addressCheck.deciding': 'a passage, never a resting state: its `always` transitions pick the content mode (machines/order/modal.ts)',
};
