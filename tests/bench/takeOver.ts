/** The HTML-first page's load read from its probe (when it was shown, settled and taken over), and the server render's times. Pure. */
import { settledAt } from './loads.ts';
import { median, percentile, type TimedRequest } from './statistics.ts';

export interface HtmlFirstProbe {
  /** the screen asked for shown: the plan list's cards, or the plan's first step with its heading and fields */
  shown: number | null;
  textSettled: number | null;
  elementDefined: number | null;
  startUpEnded: number | null;
  takenOver: number | null;
  resources: readonly TimedRequest[];
}

export interface TakeOver {
  /** the screen shown (in the HTML: its first frame) */
  shown: number;
  /** the frame from which the shadow root's text stayed as it is once the page settled: shown, and kept through the take-over */
  textSettled: number;
  /** as the element's own start-up counts "settled": shown, and the last request before the quiet window ended */
  quiet: number;
  /** the element's module ran (its class defined) */
  moduleRan: number;
  /** its start-up ended on the HTML's answers */
  startUpEnded: number;
  /** React's first commit over the HTML: a click is React's from here */
  takenOver: number;
}

/**
 * The moments of one load, or what is missing: a load that never showed the screen, or was never taken over (the
 * element replaced the HTML without React's commit, or its module failed), is no sample.
 */
export function takeOverOf(probe: HtmlFirstProbe): TakeOver | { missing: string[] } {
  const { shown, textSettled, elementDefined, startUpEnded, takenOver } = probe;
  const missing = Object.entries({ shown, textSettled, elementDefined, startUpEnded, takenOver })
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  if (shown === null || textSettled === null || elementDefined === null || startUpEnded === null || takenOver === null) return { missing };
  return {
    shown,
    // the text can only settle once it is there
    textSettled: Math.max(shown, textSettled),
    quiet: settledAt(shown, [...probe.resources]),
    moduleRan: elementDefined,
    startUpEnded,
    takenOver,
  };
}

/** The worst load's layout shift (a shift in some loads is a shift a visitor sees), to four decimals. */
export function worstShift(sums: readonly number[]): number | null {
  if (sums.length === 0) return null;
  return Math.round(Math.max(...sums) * 10_000) / 10_000;
}

/** A server's render times: median and nearest-rank p95, to a tenth of a ms, and how many. */
export function serverTimes(ms: readonly number[]): { medianMs: number | null; p95Ms: number | null; samples: number } {
  const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return { medianMs: tenth(median([...ms])), p95Ms: tenth(percentile([...ms], 95)), samples: ms.length };
}
