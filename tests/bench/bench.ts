/**
 * `npm run bench`: sizes of the production build against the floor and the budgets, a treemap of every chunk,
 * then, in one Chromium run on the production demo page served with the demo API, the timings and the JS each
 * route loads after the first screen, and the keystroke latency of the customer step against a bare input.
 * Prints one JSON object (also written to .bench/bench.json); exits 0
 * whatever the numbers (budgets are read, not asserted). The sizes, up to `withinBudget`, are printed as soon as
 * they are known, before the browser starts: a reader that stops after a minute still gets them.
 *
 * Options: `--sizes-only` (no browser, a few seconds), `--runs=N` (loads per page for the timings, default 5).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { servePreview, type ServedPreview } from './previewServer.ts';
import { measureKeystrokes } from './keystrokes.ts';
import { measureSubmission } from './submission.ts';
import { followPlan, type Visit } from './routes.ts';
import { measureSizes } from './sizes.ts';
import { launchChromium } from './throttledPage.ts';
import { measureTiming } from './timing.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, '.bench');
const { values: options } = parseArgs({ options: { 'sizes-only': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${options.runs}`);

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
  return [
    ...(voip ? [{ plan: voip }] : []),
    ...(tal ? [{ plan: tal }, { plan: tal, addressChecked: true }] : []),
  ];
}

async function measureInBrowser() {
  const served = await servePreview(root, resolve(out, 'preview'));
  const browser = await launchChromium();
  try {
    const timing = await measureTiming(browser, served, runs);
    const keystrokes = await measureKeystrokes(browser, served, runs);
    // each run enters a whole customer first: three are enough for a median
    const submission = await measureSubmission(browser, served, Math.min(runs, 3));
    const routes = [];
    for (const visit of await plansToFollow(served)) routes.push(await followPlan(browser, served, visit));
    return { timing, keystrokes, submission, routes };
  } finally {
    await browser.close();
    await served.close();
  }
}

/** The members of an object as they stand inside the printed report: its JSON without the outer braces. */
const members = (value: object) => JSON.stringify(value, null, 2).slice(2, -2);

const started = Date.now();
const sizes = await measureSizes(root, out);
process.stdout.write(`{\n${members(sizes)}`);
let browser: object = { browser: 'skipped (--sizes-only)' };
if (!options['sizes-only']) {
  try {
    browser = await measureInBrowser();
  } catch (error) {
    browser = { browserError: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
const rest = { ...browser, benchSeconds: Math.round((Date.now() - started) / 1000) };
process.stdout.write(`,\n${members(rest)}\n}\n`);
mkdirSync(out, { recursive: true });
writeFileSync(resolve(out, 'bench.json'), JSON.stringify({ ...sizes, ...rest }, null, 2));
