/**
 * Keystroke latency in the customer step against a bare input, in one page of the production demo at the
 * bench's CPU throttle: the same keys typed, interleaved, into a plain `<input>` the bench adds to the page and
 * into the step's fields (a plain text field, the last name, and the IBAN field, which groups as it is typed).
 * A keystroke's latency is from its keydown's timestamp to the first task after the next frame (the frame
 * that shows the character): the event handlers, React's render and the root machine's work, style and paint.
 */
import type { Browser, ElementHandle, Page } from '@playwright/test';
import type { ServedPreview } from './previewServer.ts';
import { median, ratio } from './statistics.ts';
import { cpuThrottle, throttledPage } from './throttledPage.ts';

declare global {
  interface Window {
    keystrokeSamples?: number[];
  }
}

const stepPath = '/plans/VOIPPRIV/?skip_to=customer';
const targets = {
  bareInput: { selector: '#bench-bare-input', text: 'Schmidt-Meier' },
  customerLastName: { selector: 'order-form #customer-lastName', text: 'Schmidt-Meier' },
  customerIban: { selector: 'order-form #customer-accountNumber', text: 'DE89370400440532' },
} as const;
type Target = keyof typeof targets;

/** Records each keydown's latency on the element into `window.keystrokeSamples`. Runs in the page. */
function watchKeystrokes(element: Element): void {
  element.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.keystrokeSamples!.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  });
}

/** Types the text key by key, each key after the previous one's frame, and returns the latencies. */
async function typeInto(page: Page, field: ElementHandle, text: string): Promise<number[]> {
  await field.evaluate((element) => {
    window.keystrokeSamples = [];
    (element as HTMLElement).focus();
  });
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => (window.keystrokeSamples?.length ?? 0) > count, index, { timeout: 10_000 });
  }
  return page.evaluate(() => window.keystrokeSamples!);
}

async function clear(page: Page, field: ElementHandle): Promise<void> {
  await field.evaluate((element) => (element as HTMLElement).focus());
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // the clearing keys' own samples land before the next field's typing resets the list
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

export async function measureKeystrokes(browser: Browser, served: ServedPreview, runs: number) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(served.baseUrl + stepPath);
    await page.locator(targets.customerIban.selector).waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'bench-bare-input';
      input.setAttribute('aria-label', 'bench');
      input.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647';
      document.body.prepend(input);
    });
    const fields = {} as Record<Target, ElementHandle>;
    for (const [name, { selector }] of Object.entries(targets) as Array<[Target, (typeof targets)[Target]]>) {
      fields[name] = (await page.locator(selector).elementHandle())!;
      await fields[name].evaluate(watchKeystrokes);
    }
    const samples: Record<Target, number[]> = { bareInput: [], customerLastName: [], customerIban: [] };
    // One round first, not counted (the first keys warm up the handlers); then interleaved rounds.
    for (let round = 0; round <= runs; round += 1) {
      for (const name of Object.keys(targets) as Target[]) {
        await clear(page, fields[name]);
        const latencies = await typeInto(page, fields[name], targets[name].text);
        if (round > 0) samples[name].push(...latencies);
      }
    }
    const round1 = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);
    const summary = (values: number[]) => ({ medianMs: round1(median(values)), maxMs: round1(Math.max(...values)), keys: values.length });
    const bare = median(samples.bareInput);
    return {
      runs,
      cpuThrottle,
      note: 'ms from keydown to the first task after the next frame, median over every key of every counted round; same page, same run',
      bareInput: summary(samples.bareInput),
      customerLastName: summary(samples.customerLastName),
      customerIban: summary(samples.customerIban),
      ratios: {
        lastNameToBareInput: ratio(median(samples.customerLastName), bare),
        ibanToBareInput: ratio(median(samples.customerIban), bare),
      },
    };
  } finally {
    await context.close();
  }
}
