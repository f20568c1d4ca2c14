import type { TimedRequest } from './statistics.ts';

/**
 * How long, between `from` and `to`, at least one of the requests was in flight: their intervals joined, clipped to
 * the span. Pure.
 */
export function inFlightMs(requests: readonly TimedRequest[], from: number, to: number): number {
  const clipped = requests
    .map((request) => ({ start: Math.max(request.start, from), end: Math.min(request.end, to) }))
    .filter((request) => request.end > request.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reached = from;
  for (const { start, end } of clipped) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}

/**
 * The plan list's time after the element's first text, split by timing alone: while a call to the API was in flight
 * (the page waits for the server, or works beside the call) and while none was (the page's own work: making the
 * running form, reading answers, rendering). With the demo API on the same machine, the second is nearly all of it.
 */
export function planListAfterFirstText(load: { firstText: number; settled: number; api: readonly TimedRequest[] }) {
  const total = Math.max(0, load.settled - load.firstText);
  const apiInFlight = inFlightMs(load.api, load.firstText, load.settled);
  return { total, apiInFlight, noCallInFlight: total - apiInFlight };
}
