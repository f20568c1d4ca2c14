/** Debian's chromium: tools must never download a browser of their own on these machines. */

/**
 * The test suites' Chromium: Debian's `chromium-headless-shell`, the same Blink and V8 as its `chromium`, built for
 * headless use alone (Playwright's own default for headless runs). It draws without the full browser's GPU process
 * and compositor: the submission and connection journeys cost the machine 87 s of CPU in it, 160 s in
 * `chromium --headless`, on a 2-core machine where every suite is CPU-bound.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser a visitor runs, for the bench's sizes and timings (tests/bench/). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
