import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * A story's picture differs from its baseline when more than this share of its pixels changed (0.0001 = 0.01 %).
 * Measured (docs/TESTING.md, "Visual baselines"): two runs in a row changed at most 0.0043 % of a story's pixels, while
 * the smallest change the issue asks to catch, a corner radius 0.125rem larger, changed 0.085 % of a plan list page
 * and more of every other story it touched. The share sits above the noise and 8 times below that change.
 */
export const changedShareThreshold = 0.0001;

/**
 * pixelmatch's own per-pixel tolerance is 0 and anti-aliased pixels count: a brand colour one step off moves each
 * channel by one unit, and a corner radius moves almost only anti-aliased pixels, so any tolerance hides both.
 */
const pixelOptions = { threshold: 0, includeAA: true, alpha: 0.2 } as const;

export type Comparison =
  | { verdict: 'same'; changedShare: number; changedPixels: number }
  | { verdict: 'changed'; changedShare: number; changedPixels: number; diff: PNG }
  | { verdict: 'resized'; baselineSize: string; actualSize: string }
  | { verdict: 'missing' };

/** The decision alone: more than the threshold's share of the pixels changed. */
export function differs(changedPixels: number, totalPixels: number, threshold = changedShareThreshold): boolean {
  if (totalPixels === 0) return false;
  return changedPixels / totalPixels > threshold;
}

/** Compares a new picture with its baseline (undefined when there is none yet). A size mismatch is a difference. */
export function compareWithBaseline(baseline: PNG | undefined, actual: PNG, threshold = changedShareThreshold): Comparison {
  if (!baseline) return { verdict: 'missing' };
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { verdict: 'resized', baselineSize: sizeOf(baseline), actualSize: sizeOf(actual) };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(baseline.data, actual.data, diff.data, width, height, pixelOptions);
  const changedShare = changedPixels / (width * height);
  if (differs(changedPixels, width * height, threshold)) return { verdict: 'changed', changedShare, changedPixels, diff };
  return { verdict: 'same', changedShare, changedPixels };
}

const sizeOf = (png: PNG) => `${png.width}×${png.height}`;
