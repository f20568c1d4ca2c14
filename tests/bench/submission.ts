/**
 * The order submit in the production demo at the bench's CPU throttle: a company customer is entered up to
 * confirm without throttle, then the time from the click on "order" to the thank-you page's heading and the API
 * round trips on the way (POST orders, then DELETE order) are measured, in fresh contexts.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { ownStartUpCookie, type ServedPreview } from './previewServer.ts';
import { median } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';

const wait = { timeout: 60_000 };

async function toConfirm(page: Page, baseUrl: string, email: string): Promise<void> {
  const form = page.locator('order-form');
  await page.goto(`${baseUrl}/plans/VOIPPRIV/?skip_to=customer`);
  const company = form.getByRole('combobox', { name: /Firmenname/ });
  await company.fill('Isar', wait);
  await form.getByRole('option', { name: /Isar Software AG/ }).waitFor(wait);
  await company.press('ArrowDown');
  await company.press('Enter');
  await form.getByRole('region', { name: 'Anschlussadresse' }).getByText(/Marienplatz 8/).waitFor(wait);
  await form.getByLabel(/^Vorname/).fill('Anna');
  await form.getByLabel(/^Nachname/).fill('Bench');
  await form.getByLabel(/^Telefonnummer/).fill('6641234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel(/^Kontoinhaber/).fill('Isar Software AG');
  await form.getByLabel(/^IBAN/).fill('DE89370400440532013000');
  // the BIC comes from the German table, a chunk of its own: "next" before it is there finds the step incomplete
  await form.getByLabel(/^BIC/).and(page.locator('[value="COBADEFFXXX"]')).waitFor(wait);
  await form.getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  await form.getByLabel(/^Passwort$/).fill('bench-2026-pw', wait);
  await form.getByLabel(/^Passwort wiederholen/).fill('bench-2026-pw');
  await form.getByRole('button', { name: 'Weiter', exact: true }).click();
  for (const name of [/Verkehrsdaten/, /Störungen/, /Rechnung online/, /Telefonbuch/, /AGB/]) await form.getByRole('checkbox', { name }).check(wait);
}

export async function measureSubmission(browser: Browser, served: ServedPreview, runs: number) {
  const times: number[] = [];
  const roundTrips: string[][] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page, cdp } = await throttledPage(browser);
    // the element's own start-up: the customer is typed into a step the element rendered, not server HTML before it is taken over
    await context.addCookies([{ ...ownStartUpCookie, url: served.baseUrl }]);
    try {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await toConfirm(page, served.baseUrl, `bench-${Date.now()}-${run}@example.com`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      const calls: string[] = [];
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
      };
      page.on('request', record);
      const form = page.locator('order-form');
      const start = await page.evaluate(() => performance.now());
      await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await form.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }).waitFor(wait);
      times.push((await page.evaluate(() => performance.now())) - start);
      page.off('request', record);
      roundTrips.push(calls);
    } finally {
      await context.close();
    }
  }
  return {
    runs,
    cpuThrottle,
    note: 'ms from the click on "order" to the thank-you heading (median), and the /api/ calls on the way, in order',
    submitToThanksMs: Math.round(median(times) ?? 0),
    samplesMs: times.map(Math.round),
    apiCalls: roundTrips[0] ?? [],
  };
}
