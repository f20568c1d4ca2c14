import type { Locator, Page } from '@playwright/test';
import { expect } from '../e2e/fixtures.ts';
import { addressCheck } from '../journeys/vocabulary.ts';
import { wait } from './executors.ts';
import type { PageAssertion } from './pageAssertions.ts';
import { answersOf, callsOf } from './serverAnswers.ts';

/*
 * What a person sees of each state of the regions beside the page (modal, session, connection), found by role,
 * accessible name and text, in German (issue 49: every leaf state of the root machine asserted in the browser). A walk
 * asserts the region states active at its end (a graph path) or after each of its steps (a walk extension,
 * extensions.ts).
 */

const connectionRegion = (form: Locator) => form.locator('[aria-live="polite"][data-connection]');
const sessionNotice = (form: Locator) => form.locator('[data-session]');
const addressDialog = (form: Locator) => form.getByRole('dialog', { name: addressCheck.dialog });
const next = (form: Locator) => form.getByRole('button', { name: /Weiter/ });
const quoteOffer = 'Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.';

const offline = 'Sie sind offline. Ihre Angaben bleiben erhalten; was noch gesendet werden muss, wird gesendet, sobald die Verbindung zurück ist.';
const restored = 'Die Verbindung ist wieder da.';
const ended = 'Ihre Sitzung ist abgelaufen';
const notRestored = 'Ihre Bestellung konnte nicht in die neue Sitzung übernommen werden';

/** The answers to `PUT /api/order` since the page's last 401 there: what the new session's restore has heard so far. */
const putsSinceRefusal = (page: Page) => {
  const puts = answersOf(page).filter((answer) => answer.endsWith(' PUT /api/order'));
  const refused = puts.lastIndexOf('401 PUT /api/order');
  return refused < 0 ? null : puts.slice(refused + 1);
};

/** The step's save waits for the session: "Weiter" busy, no notice about the session (or its "try again" at work). */
const restoreUnderWay = async (form: Locator) => {
  await expect(next(form)).toHaveAttribute('data-state', 'pending', wait);
  await expect(sessionNotice(form).filter({ hasText: ended })).toHaveCount(0);
};

export const regionAssertions: Record<string, PageAssertion> = {
  // the connection's polite live region is always there; online it holds no status (ConnectionStatus.tsx)
  'ready.connection.online': async (form) => {
    await expect(connectionRegion(form)).toHaveAttribute('data-connection', 'online', wait);
    await expect(connectionRegion(form).getByRole('status')).toHaveCount(0);
  },
  'ready.connection.offline': (form) => expect(connectionRegion(form).getByRole('status')).toHaveText(offline, wait),
  'ready.connection.restored': (form) => expect(connectionRegion(form).getByRole('status')).toHaveText(restored, wait),

  // no notice about the session, and no step's save held up by it
  'ready.session.active': async (form, page) => {
    await expect(sessionNotice(form)).toHaveCount(0, wait);
    const since = putsSinceRefusal(page);
    // after a renewal, the restore has been answered (a 2xx) before the session counts as whole again
    if (since !== null) expect(since.some((answer) => answer.startsWith('2')), `the restore answered after the 401: ${since.join(', ')}`).toBe(true);
  },
  // a call was refused (401), a new session made, and the order saved so far is being sent into it
  // (after a failed restore, the visitor's "try again": the notice's button at work instead of the step's)
  'ready.session.restoring': async (form, page) => {
    await expect.poll(() => putsSinceRefusal(page) !== null, { message: 'a PUT /api/order answered 401 before', ...wait }).toBe(true);
    const since = putsSinceRefusal(page);
    // the restore is in flight: no 2xx since the refusal
    expect(since!.filter((answer) => answer.startsWith('2')), 'no restore answered yet').toEqual([]);
    // the restore's call in flight
    await expect.poll(() => callsOf(page, 'saveSection').made > callsOf(page, 'saveSection').answered, { message: 'a PUT /api/order in flight', ...wait }).toBe(true);
    // no notice but the restore's own "try again" at work
    await expect(sessionNotice(form).filter({ hasText: ended })).toHaveCount(0);
    if (since!.filter((answer) => answer.startsWith('503')).length >= 3) {
      await expect(sessionNotice(form).getByRole('button', { name: /Ihre Bestellung wird übernommen/ })).toHaveAttribute('data-state', 'pending', wait);
    } else await expect(sessionNotice(form)).toHaveCount(0);
  },
  // the restore failed and waits 2 s for its next try: the step still busy, no notice yet
  'ready.session.restoreWaiting': async (form, page) => {
    await restoreUnderWay(form);
    await expect(sessionNotice(form)).toHaveCount(0);
    await expect.poll(() => putsSinceRefusal(page)?.at(-1), { message: 'the last restore answered 503', ...wait }).toBe('503 PUT /api/order');
  },
  'ready.session.notRestored': async (form) => {
    const notice = sessionNotice(form).getByRole('alert').filter({ hasText: notRestored });
    await expect(notice).toBeVisible(wait);
    await expect(notice).toContainText('Alle Ihre Angaben sind noch da.');
    await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toHaveAttribute('data-state', 'idle');
  },
  'ready.session.ended': async (form) => {
    const notice = sessionNotice(form).getByRole('alert').filter({ hasText: ended });
    await expect(notice).toBeVisible(wait);
    await expect(notice.getByRole('button', { name: 'Neue Sitzung starten' })).toHaveAttribute('data-state', 'idle');
  },
  'ready.session.renewing': (form) =>
    expect(sessionNotice(form).getByRole('alert').filter({ hasText: ended }).getByRole('button', { name: /Neue Sitzung wird gestartet/ })).toHaveAttribute(
      'data-state',
      'pending',
      wait,
    ),

  // the address check's dialog (AddressCheckModal.tsx) by its content mode (spec section 2)
  'ready.modal.closed': (form) => expect(addressDialog(form)).toHaveCount(0, wait),
  'ready.modal.addressCheck.onlyApc': async (form) => {
    const dialog = addressDialog(form);
    await expect(dialog.getByRole('combobox', { name: addressCheck.search })).toBeVisible(wait);
    await expect(dialog.getByText('Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.')).toHaveCount(0);
  },
  'ready.modal.addressCheck.apcAndQuote': async (form) => {
    const dialog = addressDialog(form);
    await expect(dialog.getByText('Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.')).toBeVisible(wait);
    await expect(dialog.getByText('Oder prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: addressCheck.search })).toBeVisible();
  },
  'ready.modal.addressCheck.onlyQuote': async (form) => {
    const dialog = addressDialog(form);
    await expect(dialog.getByRole('button', { name: 'Weiter zum Angebot' })).toBeVisible(wait);
    await expect(dialog.getByRole('combobox', { name: addressCheck.search })).toHaveCount(0);
  },
  // no screen reads the quote status but the address dialog (its content mode): a quote link in the page's address
  // makes one exist, and the dialog, when it is open, offers it
  // no quote link in the address and no quote failed: the open address dialog offers the check alone, and no quote
  // on the page (the cart's, or an international plan's on its step) shows a failure
  'ready.quoteStatus.initial': async (form, page) => {
    await expect(page).not.toHaveURL(/[?&](quote(\[|%5B)|preselect=)/, wait);
    if ((await addressDialog(form).count()) > 0) await expect(addressDialog(form).getByText(quoteOffer)).toHaveCount(0);
    await expect(form.locator('[data-part="quote"][data-state="failure"]')).toHaveCount(0);
  },
  // the quote request failed: where it was asked (the cart), its button carries the warning and the alert says why
  // (a 5xx: the PDF could not be made); the address dialog no longer offers a quote, though the address holds a link
  'ready.quoteStatus.error': async (form, page) => {
    if ((await addressDialog(form).count()) > 0) {
      await expect(page).toHaveURL(/[?&]quote(\[|%5B)/, wait);
      await expect(addressDialog(form).getByRole('combobox', { name: addressCheck.search })).toBeVisible(wait);
      await expect(addressDialog(form).getByText(quoteOffer)).toHaveCount(0);
      return;
    }
    const quote = form.locator('[data-part="quote"]');
    await expect(quote).toHaveAttribute('data-state', 'failure', wait);
    await expect(quote.getByRole('alert')).toHaveText('Error in pdf generation');
  },
  'ready.quoteStatus.exists': async (form, page) => {
    await expect(page).toHaveURL(/[?&](quote(\[|%5B)|preselect=)/, wait);
    if ((await addressDialog(form).count()) > 0) await expect(addressDialog(form).getByText('Für diesen Tarif erstellen wir Ihnen gern ein individuelles Angebot.')).toBeVisible(wait);
  },
  'ready.modal.addressCheck.loading': (form) => expect(addressDialog(form).getByText('Ihre Bestellung wird aktualisiert …')).toBeVisible(wait),
};
