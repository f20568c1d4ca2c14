/**
 * `npm run test:breakages [-- <name part> ...]` (issue 49, item 4): a change that breaks what a state shows must fail
 * the model walk. Each deliberate breakage below (one per region of the root machine and per child machine: a notice
 * that never shows, a failed state with no message, a total that does not change) is applied to a copy of the
 * committed tree (`git archive HEAD`, node_modules linked), the demo page built as it ships, and the part of the walk
 * that should see it run; a breakage the walk does not fail is reported as missed. Not part of `npm test`: each one
 * builds the demo page again (about a minute and a half each on 2 cores).
 *
 * Ports: `E2E_PORT` (default 5383) and the two after it, as the e2e suite uses them. Ends with `N caught, N missed`
 * and writes .vitest-reports/breakages.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Breakage {
  name: string;
  /** the region of the root machine or the child machine whose state it breaks */
  of: string;
  file: string;
  find: string;
  replace: string;
  /** the model tests that should fail: Playwright's --grep, or a spec file to run whole */
  grep: string;
}

export const breakages: Breakage[] = [
  {
    name: 'the offline notice never shows',
    of: 'root: connection',
    file: 'src/shell/ConnectionStatus.tsx',
    find: "if (snapshot.matches({ ready: { connection: 'offline' } })) return 'connection.offline';",
    replace: '',
    grep: 'extension: the connection lost',
  },
  {
    name: 'a save that waits for the connection says nothing',
    of: 'root: page (waitingForConnection)',
    file: 'src/shell/saveFailureMessage.ts',
    find: "if (failure.code === 'ERR_NETWORK') return offline ? 'save.offline' : 'save.unreachable';",
    replace: "if (failure.code === 'ERR_NETWORK') return null;",
    grep: 'extension: the connection lost',
  },
  {
    name: 'an ended session is not told',
    of: 'root: session',
    file: 'src/shell/SessionNotice.tsx',
    find: "if (state === 'hidden') return null;",
    replace: "if (state === 'hidden' || state === 'ended') return null;",
    grep: 'extension: a session a new one',
  },
  {
    name: 'the address dialog offers no quote',
    of: 'root: modal',
    file: 'src/shell/address/AddressCheckModal.tsx',
    find: "          <p>{t('addressCheck.quote.message')}</p>\n          <Button onClick={() => verified && onQuoteContinue(verified)}>",
    replace: "          <Button onClick={() => verified && onQuoteContinue(verified)}>",
    grep: 'extension: a quote link',
  },
  {
    name: 'a failed quote is not told to the order',
    of: 'root: quote status',
    file: 'src/shell/cart/quote/quoteActor.ts',
    find: "actor.on('quote.failed', () => order.send({ type: 'quote.failed' }));",
    replace: '',
    grep: "extension: a business line plan's quote link",
  },
  {
    name: 'the loading placeholder is not busy',
    of: 'root: page (booting, plan loading)',
    file: 'src/shell/LoadingPlaceholder.tsx',
    find: '<div role="status" aria-busy="true"',
    replace: '<div role="status"',
    // (the start-up's states are asserted on the way of longer paths: the root's walk whole)
    grep: 'tests/browser/model/root.model.spec.ts',
  },
  {
    name: "the cart's total never says it is being worked out",
    of: 'child: cart',
    file: 'src/shell/cart/CartPanel.tsx',
    find: "return status === 'updating' ? 'pending' : status;",
    replace: "return status === 'updating' ? 'synced' : status;",
    grep: 'cart walk',
  },
  {
    name: 'a failed company search says "none found"',
    of: 'child: company search',
    file: 'src/steps/customer/CompanySearch.tsx',
    find: "          {state === 'failed' ? t('customer.companySearch.failed') : t('customer.companySearch.none')}\n        </p>",
    replace: "          {t('customer.companySearch.none')}\n        </p>",
    grep: 'companySearch',
  },
  {
    name: 'a failed reference lookup shows no message',
    of: 'child: reference number',
    file: 'src/steps/account/ReferenceNumberField.tsx',
    find: "        ? t('account.referenceNumberLookupFailed')",
    replace: '        ? undefined',
    grep: 'referenceNumber',
  },
  {
    name: 'a voucher that could not be checked is not told',
    of: 'child: voucher',
    file: 'src/steps/customer/VoucherEntry.tsx',
    find: "{state === 'failed' ? <Alert type=\"error\">{t('voucher.failed')}</Alert> : null}",
    replace: '',
    grep: 'voucher walk',
  },
  {
    name: 'the area code found valid gets no mark',
    of: 'child: live validation',
    file: 'src/steps/product/connection/PreviousTenant.tsx',
    find: "status={status === 'valid' && number.trim() === '' ? 'idle' : status}",
    replace: "status={status === 'valid' ? 'idle' : status}",
    grep: 'liveValidation walk',
  },
  {
    name: 'an availability check that failed shows no message',
    of: 'child: address check',
    file: 'src/shell/address/CheckResult.tsx',
    find: "          <Alert type=\"error\">{t(timedOut ? 'validateAddress.error.availabilityTimeout' : 'validateAddress.error.availability')}</Alert>\n",
    replace: '',
    grep: 'addressCheck walk',
  },
  {
    name: 'a slow order is not told to stay on the page',
    of: 'child: submission',
    file: 'src/steps/confirm/SubmitWaitMessage.tsx',
    find: "{wait === 'none' ? null : t(messageKeys[wait])}",
    replace: 'null',
    grep: 'submission walk',
  },
  {
    name: 'a refused quote shows no message',
    of: 'child: quote',
    file: 'src/shell/cart/quote/QuoteSection.tsx',
    find: "{failure ? <Alert type=\"warning\">{t(failure === 'pdf' ? 'quote.error.pdf' : 'quote.error.rejected')}</Alert> : null}",
    replace: 'null',
    grep: 'quote walk',
  },
  {
    name: 'a plan link that was not saved is not told',
    of: 'child: plan link',
    file: 'src/shell/cart/planLink/PlanLinkForm.tsx',
    find: "{failure ? <Alert type=\"warning\">{t('planLink.error')}</Alert> : null}",
    replace: 'null',
    grep: 'planLink walk',
  },
];

const repository = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 5383);

// `-- --check`: only whether every breakage still finds the text it changes, in this tree (seconds, no build)
if (process.argv.includes('--check')) {
  const stale = breakages.filter((breakage) => !readFileSync(join(repository, breakage.file), 'utf8').includes(breakage.find));
  for (const breakage of stale) console.log(`✘ ${breakage.of}: ${breakage.name}: ${breakage.file} no longer holds the text it changes`);
  console.log(`${breakages.length - stale.length} of ${breakages.length} breakages apply`);
  process.exit(stale.length === 0 ? 0 : 1);
}

const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? breakages.filter((breakage) => wanted.some((part) => breakage.name.includes(part) || breakage.of.includes(part))) : breakages;

const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

interface Result {
  name: string;
  of: string;
  outcome: 'caught' | 'missed' | 'not applied';
  detail: string;
  seconds: number;
}

const results: Result[] = [];
/** the root graph depends on the machines and the tests only, which no breakage changes: made once */
let graphMade = false;
const copy = mkdtempSync(join(tmpdir(), 'order-form-breakages-'));
try {
  // the committed tree, once; each breakage is applied to it and taken back
  const archive = run('sh', ['-c', `git archive HEAD | tar -x -C ${copy}`], repository);
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  symlinkSync(join(repository, 'node_modules'), join(copy, 'node_modules'));
  for (const breakage of chosen) {
    const started = Date.now();
    const file = join(copy, breakage.file);
    const original = readFileSync(file, 'utf8');
    const seconds = () => Math.round((Date.now() - started) / 1000);
    if (!original.includes(breakage.find)) {
      results.push({ ...breakage, outcome: 'not applied', detail: `${breakage.file} no longer holds the text the breakage changes: update it`, seconds: seconds() });
      continue;
    }
    writeFileSync(file, original.replace(breakage.find, breakage.replace));
    try {
      const build = run('npx', ['vite', 'build', '--mode', 'preview'], copy);
      if (build.status !== 0) {
        results.push({ ...breakage, outcome: 'not applied', detail: `the build failed: ${build.stderr.slice(-400)}`, seconds: seconds() });
        continue;
      }
      const env = { E2E_PREBUILT: '1', E2E_SERVERS: 'preview', E2E_PORT: String(port), E2E_CDN_PORT: String(port + 1), E2E_HOSTS_PORT: String(port + 2) };
      const playwright = ['playwright', 'test', '-c', 'tests/browser/e2e/playwright.config.ts', '--reporter=line'];
      // the root graph once (its project unfiltered), then the part of the walk that should see the breakage
      if (!graphMade) {
        const graph = run('npx', [...playwright, '--project=model-graph'], copy, env);
        if (graph.status !== 0) throw new Error(`the root graph failed: ${graph.stdout.slice(-800)}`);
        graphMade = true;
      }
      const filter = breakage.grep.endsWith('.spec.ts') ? [breakage.grep] : ['--grep', breakage.grep];
      const walk = run('npx', [...playwright, '--project=model', '--no-deps', ...filter, '--workers=2'], copy, env);
      const failedTests = [...walk.stdout.matchAll(/^\s*\d+\) \[model\] › (.+)$/gm)].map((match) => match[1]!.trim());
      const caught = walk.status !== 0 && failedTests.length > 0;
      results.push({
        ...breakage,
        outcome: caught ? 'caught' : 'missed',
        detail: caught ? `failed: ${[...new Set(failedTests)].join('; ')}` : `the walk passed (exit ${walk.status}): ${walk.stdout.split('\n').filter((line) => /passed|failed|skipped/.test(line)).join(' ')}`,
        seconds: seconds(),
      });
    } finally {
      writeFileSync(file, original);
    }
    const last = results.at(-1)!;
    console.log(`${last.outcome === 'caught' ? '✓' : '✘'} ${last.of}: ${last.name}: ${last.outcome} (${last.seconds} s)\n    ${last.detail.slice(0, 600)}`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const caught = results.filter((result) => result.outcome === 'caught').length;
mkdirSync(join(repository, '.vitest-reports'), { recursive: true });
writeFileSync(join(repository, '.vitest-reports/breakages.json'), `${JSON.stringify({ caught, missed: results.length - caught, results }, null, 2)}\n`);
console.log(`${caught} caught, ${results.length - caught} missed`);
process.exit(caught === results.length ? 0 : 1);
