import type { JourneyDriver } from './driver.ts';

/** What a journey gets: its engine's driver (on the demo page's server) and the shipped-module host's address. */
export interface JourneyContext {
  driver: JourneyDriver;
  /** `http://127.0.0.1:PORT` of the host of tests/browser/e2e/cdnHost.ts (dist/ and the /csp/ pages) */
  moduleHost: string;
}

/** One user journey, written once against the driver, run in every engine (tests/browser/engines/run.ts). */
export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}
