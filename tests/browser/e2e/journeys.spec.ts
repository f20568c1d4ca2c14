import { cspJourneys } from '../journeys/cspPage.journey.ts';
import { journeys } from '../journeys/index.ts';
import { test } from './fixtures.ts';
import { moduleHostUrl, target } from './ports.ts';

/*
 * The journey kit (tests/browser/journeys/) in Chromium: one Playwright test per journey, on the `driver` fixture
 * (fixtures.ts: the kit's driver over the test's own page, so unexpected console and /api/ errors fail it), in the
 * `journeys` project (the demo page's preview server). Firefox and WebKit run the same journeys through
 * `npm run test:engines` (tests/browser/engines/run.ts). The CSP journey opens the shipped-module host's strict-CSP
 * page (moduleHostUrl, ports.ts), which a dev run and `E2E_SERVERS=preview` do not start: it is skipped there.
 */

const moduleHostStarted = target !== 'dev' && process.env.E2E_SERVERS !== 'preview';

for (const journey of journeys) {
  test.describe(() => {
    // one pattern with alternatives: Playwright would read a list of two RegExps as a fixture tuple (fixtures.ts)
    const expected = journey.expectedApiErrors ?? [];
    test.use({ expectedApiErrors: expected.length > 0 ? [new RegExp(expected.map((pattern) => `(?:${pattern.source})`).join('|'))] : [] });

    test(journey.name, async ({ driver }) => {
      test.skip(cspJourneys.includes(journey) && !moduleHostStarted, 'the shipped-module host is not started (E2E_SERVERS=preview or a dev run)');
      // the engines runner's limit for one journey: pointer and keys, with a step's chunk loading on 2 busy cores
      test.setTimeout(180_000);
      await driver.reset();
      await journey.run({ driver, moduleHost: moduleHostUrl });
    });
  });
}
