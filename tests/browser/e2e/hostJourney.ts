import type { Locator, Page } from '@playwright/test';
import { accountLabels, confirmations, fillCompanyCustomer, placeOrderLabel, thanksHeading } from '../journeys/vocabulary.ts';
import { expect, pageDriver } from './fixtures.ts';

/*
 * The order the host pages place (issue 25: the strict-CSP page, the React 19, Vue 3 and plain hosts of the packed
 * package): the cloud PBX for a business, a new connection, the demo's company, to the thank-you page.
 */

const wait = { timeout: 15_000 };

/** From the plan list: "Jetzt bestellen" on the cloud PBX for businesses, to its product step. */
export async function choosePlanFromList(form: Locator) {
  await form.getByRole('article', { name: 'Cloud-Telefonanlage Business' }).getByRole('link', { name: 'Jetzt bestellen' }).click(wait);
  await expect(form.getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeVisible(wait);
}

/** From the plan's product step to the thank-you page; returns the e-mail address the order was placed with. */
export async function placeBusinessOrder(page: Page, form: Locator, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@example.com`;
  await form.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  // the journey kit's vocabulary (tests/browser/journeys/vocabulary.ts), on its driver over the host's page
  await fillCompanyCustomer(pageDriver(page), email);
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(form.getByLabel(accountLabels.password)).toBeVisible(wait);
  await form.getByLabel(accountLabels.password).fill('host-2026');
  await form.getByLabel(accountLabels.repeat).fill('host-2026');
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  for (const name of confirmations) await form.getByRole('checkbox', { name }).check(wait);
  await form.getByRole('button', { name: placeOrderLabel }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(thanksHeading, wait);
  const orders = (await (await page.request.get('/api/_demo/orders')).json()) as { data: Array<{ body: { contact?: { email?: string } } }> };
  expect(orders.data.filter((order) => order.body.contact?.email === email)).toHaveLength(1);
  return email;
}
