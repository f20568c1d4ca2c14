/**
 * The JS heap after opening and closing the cart dialog and the address dialog many times, in one page of the
 * production demo (no CPU throttle: memory does not depend on it). A TAL plan with its address checked in the
 * session opens its product step, which shows the cart button and the checked address with "change"; each dialog
 * is opened and closed by clicks, as a visitor does, each open and close waited for. The heap is read with
 * `Runtime.getHeapUsage` after forced garbage collections, once after one warm-up round of each dialog (its
 * chunk, texts and first render are not growth) and again after each dialog's rounds.
 */
import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { atMost, budgetRules } from './budget.ts';
import type { ServedPreview } from './previewServer.ts';
import { checkAddressInSession } from './routes.ts';

const rounds = 50;
const talPlan = 'TALPRIV100';

/** Used JS heap bytes after garbage collection until it no longer shrinks (a few passes: weak maps, finalizers). */
async function heapAfterGc(cdp: CDPSession, page: Page): Promise<number> {
  let used = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 6; pass += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    // a task in between: microtasks, finalization callbacks and React's scheduled cleanups run
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    if (pass >= 2 && usedSize >= used) return used;
    used = Math.min(used, usedSize);
  }
  return used;
}

interface DialogDoor {
  name: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

function doors(page: Page): DialogDoor[] {
  const form = page.locator('order-form');
  const dialog = form.locator('[role="dialog"]');
  const closeDialog = async () => {
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const opened = async (button: Locator) => {
    await button.click();
    await dialog.locator('h2').waitFor();
  };
  return [
    { name: 'cartDialog', open: () => opened(form.locator('[data-part="cart-button"]')), close: closeDialog },
    {
      name: 'addressDialog',
      open: async () => {
        await opened(form.locator('[part="step-frame"] [data-checked-address="verified"] button'));
        // its content: the verified address and the search (the child machine runs)
        await dialog.locator('[data-mode]').waitFor();
      },
      close: closeDialog,
    },
  ];
}

export async function measureMemory(browser: Browser, served: ServedPreview) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(served.baseUrl + '/');
    await page.locator('order-form [data-plan]').first().waitFor({ timeout: 60_000 });
    await checkAddressInSession(context, served.baseUrl);
    await page.goto(`${served.baseUrl}/plans/${talPlan}/`);
    await page.locator('order-form [part="step-frame"] [data-checked-address="verified"] button').waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');

    const dialogs = doors(page);
    for (const door of dialogs) {
      await door.open();
      await door.close();
    }
    const baseline = await heapAfterGc(cdp, page);
    const growth: Record<string, ReturnType<typeof atMost> & { perOpenBytes: number }> = {};
    let before = baseline;
    for (const door of dialogs) {
      for (let round = 0; round < rounds; round += 1) {
        await door.open();
        await door.close();
      }
      const after = await heapAfterGc(cdp, page);
      growth[door.name] = { ...atMost(after - before, budgetRules.dialogHeapGrowthBytes), perOpenBytes: Math.round((after - before) / rounds) };
      before = after;
    }
    return {
      rounds,
      plan: talPlan,
      note: `JS heap bytes (Runtime.getHeapUsage, after forced GC) grown over ${rounds} opens and closes of each dialog, after one warm-up round of each`,
      baselineHeapBytes: baseline,
      ...growth,
      bothDialogs: atMost(before - baseline, budgetRules.dialogHeapGrowthBytes),
    };
  } finally {
    await context.close();
  }
}
