/**
 * The JS heap after opening and closing the cart dialog and the address dialog many times, in one page of the
 * production demo (no CPU throttle: memory does not depend on it). A TAL plan with its address checked in the
 * session opens its product step, which shows the cart button and the checked address with "change"; each dialog
 * is opened and closed by clicks, as a visitor does, each open and close waited for. The heap is read with
 * `Runtime.getHeapUsage` after forced garbage collections, once after a few warm-up rounds of each dialog (its
 * chunk, texts, first render and most of the optimised code are not growth) and again after each dialog's rounds.
 * Beside it, from heap snapshots taken at the same points, what grew: V8's compiled code and feedback (bounded: the
 * engine optimising the hot functions) and everything else (objects kept: what a leak would be).
 */
import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { atMost, budgetRules } from './budget.ts';
import { ownStartUpCookie, type ServedPreview } from './previewServer.ts';
import { checkAddressInSession } from './routes.ts';

const rounds = 50;
const warmUpRounds = 10;
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

interface HeapParts {
  /** self sizes of the snapshot's `code` nodes: bytecode, optimised code, feedback vectors, inline caches */
  compiledCodeBytes: number;
  /** self sizes of every other node the V8 heap holds: objects, strings, closures, arrays */
  objectBytes: number;
}

/** The JS heap's parts, from a heap snapshot (which collects garbage first). */
async function heapParts(cdp: CDPSession): Promise<HeapParts> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const parts = { compiledCodeBytes: 0, objectBytes: 0 };
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const type = types[snapshot.nodes[node + typeAt]!];
    const size = snapshot.nodes[node + sizeAt]!;
    // `native`: the page's DOM and Blink objects, in Blink's heap, not the JS heap
    if (type === 'code') parts.compiledCodeBytes += size;
    else if (type !== 'native' && type !== 'synthetic') parts.objectBytes += size;
  }
  return parts;
}

const grownParts = (after: HeapParts, before: HeapParts): HeapParts => ({
  compiledCodeBytes: after.compiledCodeBytes - before.compiledCodeBytes,
  objectBytes: after.objectBytes - before.objectBytes,
});

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
  // the element's own start-up: the dialogs' heap is measured in a form the element rendered itself
  await context.addCookies([{ ...ownStartUpCookie, url: served.baseUrl }]);
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
      for (let round = 0; round < warmUpRounds; round += 1) {
        await door.open();
        await door.close();
      }
    }
    const baseline = await heapAfterGc(cdp, page);
    const baselineParts = await heapParts(cdp);
    const growth: Record<string, ReturnType<typeof atMost> & { perOpenBytes: number; grown: HeapParts }> = {};
    let [before, beforeParts] = [baseline, baselineParts];
    for (const door of dialogs) {
      for (let round = 0; round < rounds; round += 1) {
        await door.open();
        await door.close();
      }
      const after = await heapAfterGc(cdp, page);
      const afterParts = await heapParts(cdp);
      growth[door.name] = {
        ...atMost(after - before, budgetRules.dialogHeapGrowthBytes),
        perOpenBytes: Math.round((after - before) / rounds),
        grown: grownParts(afterParts, beforeParts),
      };
      [before, beforeParts] = [after, afterParts];
    }
    return {
      rounds,
      warmUpRounds,
      plan: talPlan,
      note: `JS heap bytes (Runtime.getHeapUsage after forced GC) grown over ${rounds} opens and closes of each dialog by clicks, after ${warmUpRounds} warm-up rounds of each; grown: the same from heap snapshots, split into V8's compiled code and the objects kept`,
      baselineHeapBytes: baseline,
      ...growth,
      bothDialogs: { ...atMost(before - baseline, budgetRules.dialogHeapGrowthBytes), grown: grownParts(beforeParts, baselineParts) },
    };
  } finally {
    await context.close();
  }
}
