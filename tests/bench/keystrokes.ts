/**
 * Keystroke latency on every text field of the product, activation, customer and account steps against a bare
 * input, in one page of the production demo at the bench's CPU throttle. The bench adds a plain `<input>` to the
 * page; each round types the same number of keys into it, then into a field, so the two are interleaved and
 * share the machine's load. The steps are reached and their hidden fields revealed (porting, a known previous
 * tenant, the building details, a separate billing address) without throttle; the typing runs at the throttle.
 *
 * Two figures per key:
 * - latency: from its keydown's timestamp to the first task after the next frame (the frame that shows the
 *   character): the event handlers, React's render, the root machine's work, style and paint;
 * - Event Timing: the longest `event` entry (PerformanceObserver, durationThreshold 16) while the field was typed
 *   into: the browser's own measure of an input's delay, processing and presentation (Web Vitals' INP).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { atMost, budgetRules } from './budget.ts';
import { ownStartUpCookie, type ServedPreview } from './previewServer.ts';
import { median, percentile, ratio } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';

declare global {
  interface Window {
    keystrokeSamples?: number[];
    benchEvents?: Array<{ name: string; startTime: number; duration: number }>;
  }
}

const wait = { timeout: 60_000 };
const bareInputId = 'bench-bare-input';
const round1 = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

interface FieldInfo {
  id: string;
  type: string;
  inputMode: string;
}

interface Typed {
  latencies: number[];
  /** the typing's window in the page's time, for its Event Timing entries */
  from: number;
  to: number;
}

/** The keys typed into a field, by what it takes: the same count for every field, and for the bare input. */
function textFor(field: FieldInfo): string {
  if (field.type === 'password') return 'bench-2026-pwx';
  if (field.type === 'email') return 'anna@beispiel.de';
  if (/accountNumber/.test(field.id)) return 'DE89370400440532';
  if (field.type === 'tel' || field.inputMode === 'numeric' || field.inputMode === 'tel') return '08912345678901';
  return 'Schmidt-Meier ';
}
const bareText = 'Schmidt-Meier ';

/** In the page: the bare input (once per page load), the keydown watcher and the Event Timing observer. */
function preparePage(id: string): void {
  if (!window.benchEvents) {
    window.benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchEvents!.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  }
  if (document.getElementById(id)) return;
  const input = document.createElement('input');
  input.id = id;
  input.setAttribute('aria-label', 'bench');
  input.style.cssText = 'position:fixed;bottom:0;right:0;z-index:2147483647';
  document.body.append(input);
}

/** In the page: the visible text fields of the shown step, by id. */
function visibleTextFields(): FieldInfo[] {
  const root = document.querySelector('order-form')!.shadowRoot!;
  const frame = root.querySelector('[part="step-frame"]') ?? root;
  const fields = [...frame.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter((element) => {
    const type = element instanceof HTMLInputElement ? element.type : 'text';
    return ['text', 'email', 'tel', 'password', 'search', 'url'].includes(type) && element.id !== '' && !element.disabled && element.getClientRects().length > 0;
  });
  return fields.map((element) => ({ id: element.id, type: element instanceof HTMLInputElement ? element.type : 'text', inputMode: element.inputMode }));
}

/** In the page: focuses the element (the bare input, or a field of the element's shadow root), empty. */
function focusEmpty([id, inShadow]: [string, boolean]): void {
  const root = inShadow ? document.querySelector('order-form')!.shadowRoot! : document;
  const element = root.getElementById(id) as HTMLInputElement;
  element.scrollIntoView({ block: 'center' });
  element.focus();
  element.select();
}

/** In the page: records each keydown's latency on the focused element into `window.keystrokeSamples`. */
function armKeys(): number {
  window.keystrokeSamples = [];
  const target = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement!;
  const onKey = (event: Event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.keystrokeSamples!.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  target.addEventListener('keydown', onKey);
  target.addEventListener('blur', () => target.removeEventListener('keydown', onKey), { once: true });
  return performance.now();
}

/** Types the text key by key, each after the previous one's frame, into an emptied element. */
async function typeInto(page: Page, id: string, inShadow: boolean, text: string): Promise<Typed> {
  await page.evaluate(focusEmpty, [id, inShadow] as [string, boolean]);
  await page.keyboard.press('Backspace');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const from = await page.evaluate(armKeys);
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => (window.keystrokeSamples?.length ?? 0) > count, index, wait);
  }
  // Event Timing entries arrive after their frame: let the last one in
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
  const to = await page.evaluate(() => performance.now());
  return { latencies: await page.evaluate(() => window.keystrokeSamples!), from, to };
}

const longestEvent = (page: Page, { from, to }: Typed) =>
  page.evaluate(
    ({ start, end }) => Math.max(0, ...window.benchEvents!.filter((entry) => entry.startTime >= start && entry.startTime <= end).map((entry) => entry.duration)),
    { start: from, end: to },
  );

interface FieldSamples {
  step: string;
  latencies: number[];
  longestEventMs: number;
}

/** Types `runs` + 1 rounds (the first not counted: it warms up the handlers) into each field and the bare input. */
async function measureFields(page: Page, cdp: CDPSession, step: string, fields: FieldInfo[], runs: number, bare: FieldSamples, into: Map<string, FieldSamples>) {
  await page.evaluate(preparePage, bareInputId);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  try {
    for (const field of fields) {
      const samples: FieldSamples = { step, latencies: [], longestEventMs: 0 };
      for (let round = 0; round <= runs; round += 1) {
        const bareTyped = await typeInto(page, bareInputId, false, bareText);
        const typed = await typeInto(page, field.id, true, textFor(field));
        if (round === 0) continue;
        bare.latencies.push(...bareTyped.latencies);
        bare.longestEventMs = Math.max(bare.longestEventMs, await longestEvent(page, bareTyped));
        samples.latencies.push(...typed.latencies);
        samples.longestEventMs = Math.max(samples.longestEventMs, await longestEvent(page, typed));
      }
      into.set(`${step}.${field.id}`, samples);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** The shown step's text fields not measured yet. */
async function newFields(page: Page, step: string, measured: Map<string, FieldSamples>): Promise<FieldInfo[]> {
  return (await page.evaluate(visibleTextFields)).filter((field) => !measured.has(`${step}.${field.id}`));
}

const next = (page: Page) => page.locator('order-form').getByRole('button', { name: 'Weiter', exact: true }).click();

async function checkAddressInSession(page: Page): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const data = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact_address: true, planCode: 'TALPRIV100' };
  const response = await page.request.post(new URL('/api/provider-availabilities/TAL', page.url()).href, { headers: { 'X-XSRF-TOKEN': xsrf }, data });
  if (!response.ok()) throw new Error(`the address check for TAL: ${response.status()}`);
}

export async function measureKeystrokes(browser: Browser, served: ServedPreview, runs: number) {
  const { context, page, cdp } = await throttledPage(browser);
  // the element's own start-up: typing is measured in steps the element rendered, not taken over from server HTML
  await context.addCookies([{ ...ownStartUpCookie, url: served.baseUrl }]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const form = page.locator('order-form');
  const bare: FieldSamples = { step: 'page', latencies: [], longestEventMs: 0 };
  const measured = new Map<string, FieldSamples>();
  const measureShown = async (step: string, on = { page, cdp }) =>
    measureFields(on.page, on.cdp, step, await newFields(on.page, step, measured), runs, bare, measured);
  try {
    // product, TAL: an old connection with its numbers, then a block; a new one with a known previous tenant
    await page.goto(`${served.baseUrl}/`);
    await form.getByRole('heading', { name: 'Unsere Tarife' }).waitFor(wait);
    await checkAddressInSession(page);
    await page.goto(`${served.baseUrl}/plans/TALPRIV100/product/`);
    await form.getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check(wait);
    await form.getByRole('combobox', { name: 'Bisheriger Anbieter' }).waitFor(wait);
    await measureShown('product');
    await form.getByRole('radio', { name: 'Rufnummernblock' }).check(wait);
    await form.getByRole('textbox', { name: 'Vorwahl des Blocks' }).waitFor(wait);
    await measureShown('product');
    await form.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
    await form.getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check(wait);
    await form.getByRole('radio', { name: 'Herr', exact: true }).check(wait);
    await form.getByRole('textbox', { name: 'Vorname' }).waitFor(wait);
    await measureShown('product');
    await form.getByRole('radio', { name: 'Firma', exact: true }).check(wait);
    await form.getByRole('textbox', { name: 'Firma' }).waitFor(wait);
    await measureShown('product');

    // activation: an apartment (building detail, storey, flat location) with a separate phone for the technician
    await form.getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check(wait);
    await next(page);
    await form.getByLabel('Gebäudeart').selectOption('apartment', wait);
    await form.getByRole('textbox', { name: 'Gebäudeteil' }).waitFor(wait);
    await form.locator('#connection-hasSeparateTechnicianContactPhone').check(wait);
    await form.locator('#connection-technicianContactPhone').waitFor(wait);
    await measureShown('activation');

    // customer (VoIP, skipped to it): as it opens, then with a separate billing address and e-mail, then the other customer type
    await page.goto(`${served.baseUrl}/plans/VOIPPRIV/?skip_to=customer`);
    await form.locator('#customer-accountNumber').waitFor(wait);
    await measureShown('customer');
    for (const id of ['#customer-hasSeparateBillingAddress', '#customer-hasSeparateBillingEmail']) {
      const box = form.locator(id);
      if ((await box.count()) > 0) await box.check(wait);
    }
    await measureShown('customer');
    for (const type of ['Privatkunde', 'Geschäftskunde']) {
      const choice = form.getByRole('radio', { name: type });
      if ((await choice.count()) > 0 && !(await choice.isChecked())) {
        await choice.check(wait);
        await measureShown('customer');
      }
    }

    // account: a fresh customer step filled in, then "next". A new tab: its session storage starts empty (the first
    // tab writes what it holds when it is left, so clearing its storage would not make a fresh step)
    await page.close();
    const account = { page: await context.newPage(), cdp: undefined as unknown as CDPSession };
    account.page.on('dialog', (dialog) => void dialog.accept());
    account.cdp = await context.newCDPSession(account.page);
    const accountForm = account.page.locator('order-form');
    await account.page.goto(`${served.baseUrl}/plans/VOIPPRIV/?skip_to=customer`);
    const company = accountForm.getByRole('combobox', { name: /Firmenname/ });
    await company.fill('Isar', wait);
    await accountForm.getByRole('option', { name: /Isar Software AG/ }).waitFor(wait);
    await company.press('ArrowDown');
    await company.press('Enter');
    await accountForm.getByRole('region', { name: 'Anschlussadresse' }).getByText(/Marienplatz 8/).waitFor(wait);
    await accountForm.locator('#customer-firstName').fill('Anna');
    await accountForm.locator('#customer-lastName').fill('Bench');
    await accountForm.locator('#customer-phoneNumber').fill('6641234567');
    await accountForm.locator('#customer-email').fill(`bench-${Date.now()}@example.com`);
    await accountForm.locator('#customer-accountOwner').fill('Isar Software AG');
    await accountForm.locator('#customer-accountNumber').fill('DE89370400440532013000');
    await accountForm.locator('#customer-accountBIC[value="COBADEFFXXX"]').waitFor(wait);
    await accountForm.getByRole('checkbox', { name: /Lastschriftmandat/ }).check();
    await next(account.page);
    await accountForm.getByLabel(/^Passwort$/).waitFor(wait);
    await measureShown('account', account);
  } catch (error) {
    // what was measured is still printed, beside where it stopped
    return { ...keystrokeReport(runs, bare, measured), error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    await context.close();
  }
  return keystrokeReport(runs, bare, measured);
}

/** The printed figures: per field p50, p95 and the longest Event Timing entry, with the ratios to the bare input. */
export function keystrokeReport(runs: number, bare: FieldSamples, measured: Map<string, FieldSamples>) {
  const bareP50 = median(bare.latencies);
  const bareP95 = percentile(bare.latencies, 95);
  const fields: Record<string, object> = {};
  for (const [name, samples] of measured) {
    const p95 = percentile(samples.latencies, 95);
    fields[name] = {
      keys: samples.latencies.length,
      p50Ms: round1(median(samples.latencies)),
      p95Ms: round1(p95),
      p50ToBareInput: ratio(median(samples.latencies), bareP50),
      p95ToBareInput: atMost(ratio(p95, bareP95), budgetRules.keystrokeP95Ratio),
      longestEventMs: atMost(round1(samples.longestEventMs), budgetRules.keystrokeEventMs),
    };
  }
  return {
    runs,
    cpuThrottle,
    note:
      'per field: ms from keydown to the first task after the next frame (p50, p95 over every key of every counted round) and the longest Event Timing entry (durationThreshold 16) while typing; ratios to the bare input typed interleaved in the same page',
    bareInput: { keys: bare.latencies.length, p50Ms: round1(bareP50), p95Ms: round1(bareP95), longestEventMs: round1(bare.longestEventMs) },
    fields,
  };
}
