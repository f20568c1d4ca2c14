/**
 * `npm run bench`: the shipped module's chunk sizes and a treemap of every chunk, then, in one Chromium on the
 * production demo page served with the demo API (and the floor page beside it), each browser measurement in
 * turn. Prints one JSON object (also written to .bench/bench.json), each part as soon as it is known, and last
 * `budgets`: every figure that has a budget, with its value and `withinBudget`. Exits 0 whatever the numbers
 * (budgets are read, not asserted).
 *
 * Options: `--sizes-only` (no browser, a few seconds), `--runs=N` (page loads and visits per measurement,
 * default 5; the first screen loads each page three times as often), `--move-runs=N` (visits for the step
 * moves' p95, default 20), `--only=a,b` (only these browser measurements, by their names below).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import type { BudgetLine } from './budget.ts';
import { measureFirstScreen } from './firstScreen.ts';
import { measureHtmlFirst } from './htmlFirst.ts';
import { measureKeystrokes } from './keystrokes.ts';
import { measureMemory } from './memory.ts';
import { servePreview, type ServedPreview } from './previewServer.ts';
import { followPlan, type Visit } from './routes.ts';
import { measureServerRender } from './serverRender.ts';
import { measureSizes } from './sizes.ts';
import { measureStepMoves } from './stepMoves.ts';
import { measureSubmission } from './submission.ts';
import { launchChromium } from './throttledPage.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, '.bench');
const { values: options } = parseArgs({
  options: {
    'sizes-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'move-runs': { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const count = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number of at least 1, got ${value}`);
  return number;
};
const runs = count('runs', options.runs);
const moveRuns = count('move-runs', options['move-runs']);

interface InBrowser {
  browser: Browser;
  served: ServedPreview;
}

/**
 * A VoIP plan (its steps), a TAL plan (the address check it needs first) and the same TAL plan once the
 * session's address is checked (its steps, activation included), as the demo API lists them.
 */
async function plansToFollow(served: ServedPreview): Promise<Visit[]> {
  const response = await fetch(`${served.baseUrl}/api/plan-classes`);
  const { data } = (await response.json()) as { data: Array<{ category: string; plans: Array<{ code: string }> }> };
  const first = (category: string, preferred: string) => {
    const codes = data.filter((planClass) => planClass.category === category).flatMap((planClass) => planClass.plans.map((plan) => plan.code));
    return codes.includes(preferred) ? preferred : codes[0];
  };
  const voip = first('VOIP', 'VOIPPRIV');
  const tal = first('TAL', 'TALPRIV100');
  return [...(voip ? [{ plan: voip }] : []), ...(tal ? [{ plan: tal }, { plan: tal, addressChecked: true }] : [])];
}

/**
 * The browser measurements, in the order they run and print. One line each: a new one is its import above and
 * its line here. A figure with a budget is `atMost(value, budget)` (./budget.ts) and shows up under `budgets` by
 * itself.
 */
const measurements: Record<string, (run: InBrowser) => Promise<object>> = {
  // a load is two seconds and its times swing by a third on a shared machine: three times the loads for the medians
  firstScreenAsLoaded: ({ served }) => measureFirstScreen(served, runs * 3),
  htmlFirst: ({ served }) => measureHtmlFirst(served, runs * 3),
  serverRender: ({ served }) => measureServerRender(served, runs),
  stepMoves: ({ browser, served }) => measureStepMoves(browser, served, moveRuns),
  keystrokes: ({ browser, served }) => measureKeystrokes(browser, served, runs),
  memory: ({ browser, served }) => measureMemory(browser, served),
  // each run enters a whole customer first: three are enough for a median
  submission: ({ browser, served }) => measureSubmission(browser, served, Math.min(runs, 3)),
  routes: async ({ browser, served }) => {
    const routes = [];
    for (const visit of await plansToFollow(served)) routes.push(await followPlan(browser, served, visit));
    return routes;
  },
};

const only = options.only?.split(',').map((name) => name.trim());
for (const name of only ?? []) if (!(name in measurements)) throw new Error(`--only: no measurement ${name} (${Object.keys(measurements).join(', ')})`);

/** Every figure of the report that has a budget, by its path: `{ value, budget, withinBudget }`. */
function budgetLines(value: unknown, path: string[] = []): Array<BudgetLine & { figure: string }> {
  if (value === null || typeof value !== 'object') return [];
  if ('withinBudget' in value && 'budget' in value && 'value' in value) return [{ figure: path.join('.'), ...(value as BudgetLine) }];
  return Object.entries(value).flatMap(([key, member]) => budgetLines(member, [...path, key]));
}

const report: Record<string, unknown> = {};
let first = true;
/** Prints one member of the report as it stands inside the printed object. */
function print(name: string, value: unknown) {
  report[name] = value;
  process.stdout.write(`${first ? '{\n' : ',\n'}${JSON.stringify({ [name]: value }, null, 2).slice(2, -2)}`);
  first = false;
}

const started = Date.now();
const sizes = await measureSizes(root, out);
for (const [name, value] of Object.entries(sizes)) print(name, value);
if (options['sizes-only']) print('browser', 'skipped (--sizes-only)');
else {
  let served: ServedPreview | undefined;
  let browser: Browser | undefined;
  try {
    served = await servePreview(root, resolve(out, 'preview'));
    browser = await launchChromium();
    for (const [name, measure] of Object.entries(measurements)) {
      if (only && !only.includes(name)) continue;
      try {
        print(name, await measure({ browser, served }));
      } catch (error) {
        print(name, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    }
  } catch (error) {
    print('browserError', error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await browser?.close();
    await served?.close();
  }
}
print('budgets', budgetLines(report));
print('benchSeconds', Math.round((Date.now() - started) / 1000));
process.stdout.write('\n}\n');
mkdirSync(out, { recursive: true });
writeFileSync(resolve(out, 'bench.json'), JSON.stringify(report, null, 2));
