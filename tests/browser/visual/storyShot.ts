import { PNG } from 'pngjs';
import type { Shot } from './engine.ts';
import { pictureBox, settleStory, stillStyle, storyOutcome, type Box, type StoryOutcome } from './inPage.ts';

/** What the shared steps need of an engine's page, already at the story's URL. */
export interface StoryPage {
  evaluate<Argument, Result>(fn: (argument: Argument) => Result | Promise<Result>, argument: Argument): Promise<Result>;
  /** Resolves once the page's requests are quiet (an engine that cannot watch them leaves this out). */
  networkQuiet?(): Promise<void>;
  /** A PNG of the box, in page coordinates (beyond the window where the page is taller). */
  screenshot(box: Box): Promise<Buffer>;
}

/** A story and its play function on a busy 2-core machine: a lazy chunk, typing, the demo API through msw. */
const playLimitMs = 60_000;
/** How long the story's short timers may keep the picture waiting (a timer that starts itself again never ends). */
const settleLimitMs = 4_000;
/** Two pictures this far apart must be equal; a story still moving gets this many tries. */
const steadyGapMs = 250;
const steadyAttempts = 4;

/** Waits for the story's play function, lets the story settle and takes its picture once it holds still. */
export async function shootStory(page: StoryPage): Promise<Shot> {
  const outcome = await waitForPlayed(page);
  if (outcome.state === 'errored') return { outcome: 'failed', error: `the story failed: ${outcome.message}` };
  if (outcome.state === 'pending') return { outcome: 'failed', error: `the story did not finish within ${playLimitMs / 1000} s (phase ${outcome.phase})` };
  // a request's answer can start a short timer, and a timer a request (the debounced search): settle, then again
  let settleMs = await page.evaluate(settleStory, { style: stillStyle, limitMs: settleLimitMs });
  if (page.networkQuiet) {
    await page.networkQuiet();
    const more = await page.evaluate(settleStory, { style: stillStyle, limitMs: settleLimitMs });
    settleMs = settleMs < 0 || more < 0 ? -1 : settleMs + more;
  }
  let previous = await shootBox(page);
  for (let attempt = 1; attempt <= steadyAttempts; attempt += 1) {
    await pause(steadyGapMs);
    const next = await shootBox(page);
    if (next.equals(previous)) return { outcome: 'taken', picture: PNG.sync.read(next), settleMs, attempts: attempt };
    previous = next;
  }
  return { outcome: 'failed', error: `the picture kept changing (${steadyAttempts + 1} pictures ${steadyGapMs} ms apart all differed)` };
}

async function waitForPlayed(page: StoryPage): Promise<StoryOutcome> {
  const deadline = Date.now() + playLimitMs;
  for (;;) {
    const outcome = await page.evaluate(storyOutcome, undefined);
    if (outcome.state !== 'pending' || Date.now() > deadline) return outcome;
    await pause(50);
  }
}

async function shootBox(page: StoryPage): Promise<Buffer> {
  const box = await page.evaluate(pictureBox, undefined);
  return page.screenshot(box);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
