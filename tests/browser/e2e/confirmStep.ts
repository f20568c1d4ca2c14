import type { Page } from '@playwright/test';
import { accountLabels, confirmations, fillCompanyCustomer } from '../journeys/vocabulary.ts';
import { expect, orderForm, pageDriver } from './fixtures.ts';

/*
 * The VoIP business path up to its confirm step and the demo's orders it made: shared by submission.spec.ts and
 * submit-hangs.spec.ts, which test what happens from the press of "Zahlungspflichtig bestellen" on.
 */

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const wait = { timeout: 10_000 };

/** An order as the demo API keeps it (`GET /api/_demo/orders`). */
export interface DemoOrder {
  transactionId: string;
  idempotencyKey: string;
  planCode: string;
  body: unknown;
}

/** The demo's orders of this test's customer (tests run in parallel on one demo API). */
export async function ordersOf(page: Page, email: string): Promise<DemoOrder[]> {
  const answer = await page.request.get('/api/_demo/orders');
  const { data } = (await answer.json()) as { data: DemoOrder[] };
  return data.filter((order) => (order.body as { contact?: { email?: string } }).contact?.email === email);
}

/** A company customer of the VoIP business path, up to the confirm step (nothing accepted yet). */
export async function toConfirm(page: Page, email: string) {
  await page.goto('/plans/VOIPPRIV/?skip_to=customer');
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
  await fillCompanyCustomer(pageDriver(page), email);
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/account\/(\?.*)?$/, wait);
  const password = form(page).getByLabel(accountLabels.password);
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await password.fill('geheim-2026');
  await form(page).getByLabel(accountLabels.repeat).fill('geheim-2026');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
}

/** Every acceptance the confirm step asks for, ticked. */
export async function acceptAll(page: Page) {
  for (const name of confirmations) await form(page).getByRole('checkbox', { name }).check();
}
