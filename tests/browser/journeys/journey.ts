import type { JourneyDriver } from './driver.ts';

/** What a journey gets: its engine's driver (on the demo page's server) and the shipped-module host's address. */
export interface JourneyContext {
  driver: JourneyDriver;
  /** `http://127.0.0.1:PORT` of the host of tests/browser/e2e/cdnHost.ts (dist/ and the /csp/ pages of moduleHostPages.ts) */
  moduleHost: string;
}

/**
 * One user journey, written once against the driver, run in every engine: Firefox and WebKit by
 * tests/browser/engines/run.ts, Chromium by tests/browser/e2e/journeys.spec.ts (one Playwright test each).
 */
export interface Journey {
  name: string;
  /**
   * /api/ answers of 400 and above the journey provokes on purpose (`STATUS METHOD /path` lines as the e2e fixture's
   * `expectedApiErrors` matches them, e.g. `/^500 PUT \/api\/order$/`): journeys.spec.ts declares them with `test.use`
   * (as one pattern of alternatives, so a list of several is fine here); the engines runner fails a journey on any other
   * (tests/browser/engines/apiWatch.ts).
   */
  expectedApiErrors?: RegExp[];
  run(context: JourneyContext): Promise<void>;
}
