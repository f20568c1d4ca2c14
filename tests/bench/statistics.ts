/** Small statistics over the bench's browser runs. Pure. */

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface TimedRequest {
  start: number;
  end: number;
}

/**
 * Sequential round trips: a request is in wave 1 unless it started after another one had ended, then it is one
 * wave after the latest such request (it may have waited for that answer). Requests in flight together share
 * a wave, so "auth, then everything else in parallel" is 2 waves.
 */
export function wavesOf<T extends TimedRequest>(requests: T[]): Array<T & { wave: number }> {
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const done: Array<T & { wave: number }> = [];
  for (const request of sorted) {
    const before = done.filter((other) => other.end <= request.start);
    done.push({ ...request, wave: 1 + Math.max(0, ...before.map((other) => other.wave)) });
  }
  return done;
}

export function waveCount(requests: TimedRequest[]): number {
  return Math.max(0, ...wavesOf(requests).map((request) => request.wave));
}

/** `a / b` to two decimals, or null when either is missing. */
export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  return Math.round((a / b) * 100) / 100;
}

/** The nearest-rank percentile (p in 0..100): the smallest sample with at least p % of the samples at or below it. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
