import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compactColorType, encodeCompact } from './baselines.ts';
import { changedShareThreshold, compareWithBaseline, differs } from './compare.ts';

/** A width × height picture of one colour, with `changed` pixels of the first row in another. */
function picture(width: number, height: number, [r, g, b]: [number, number, number], changed = 0, other: [number, number, number] = [0, 0, 0]) {
  const png = new PNG({ width, height });
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [red, green, blue] = pixel < changed ? other : [r, g, b];
    png.data.set([red, green, blue, 255], pixel * 4);
  }
  return png;
}

describe('whether a story differs from its baseline (tests/browser/visual/compare.ts)', () => {
  it('counts a share of changed pixels above the threshold as a difference, and one at or below it as none', () => {
    expect(differs(11, 100_000, 0.0001)).toBe(true);
    expect(differs(10, 100_000, 0.0001)).toBe(false);
    expect(differs(0, 100_000, 0)).toBe(false);
    expect(differs(1, 100_000, 0)).toBe(true);
  });

  it('finds no difference between two equal pictures', () => {
    expect(compareWithBaseline(picture(40, 30, [11, 92, 173]), picture(40, 30, [11, 92, 173]))).toEqual({ verdict: 'same', changedShare: 0, changedPixels: 0 });
  });

  it('catches a colour one step off on every pixel (no per-pixel tolerance)', () => {
    const comparison = compareWithBaseline(picture(40, 30, [11, 92, 173]), picture(40, 30, [11, 93, 173]));
    expect(comparison.verdict).toBe('changed');
    expect(comparison).toMatchObject({ changedShare: 1, changedPixels: 1200 });
  });

  it('counts a few changed pixels of a large picture by their share', () => {
    const width = 1000;
    const height = 100;
    const few = Math.floor(width * height * changedShareThreshold);
    expect(compareWithBaseline(picture(width, height, [255, 255, 255]), picture(width, height, [255, 255, 255], few)).verdict).toBe('same');
    const more = compareWithBaseline(picture(width, height, [255, 255, 255]), picture(width, height, [255, 255, 255], few + 1));
    expect(more.verdict).toBe('changed');
    if (more.verdict === 'changed') expect(more.diff.width).toBe(width);
  });

  it('takes a picture of another size as a difference, with both sizes', () => {
    expect(compareWithBaseline(picture(40, 30, [0, 0, 0]), picture(40, 31, [0, 0, 0]))).toEqual({ verdict: 'resized', baselineSize: '40×30', actualSize: '40×31' });
  });

  it('says when there is no baseline', () => {
    expect(compareWithBaseline(undefined, picture(4, 4, [0, 0, 0]))).toEqual({ verdict: 'missing' });
  });
});

describe('the baselines as written (tests/browser/visual/baselines.ts)', () => {
  it('writes an opaque picture as RGB and a grey one as grey, and reads back the same pixels', () => {
    const colour = picture(20, 10, [11, 92, 173], 5, [200, 10, 10]);
    const grey = picture(20, 10, [240, 240, 240], 5, [30, 30, 30]);
    expect(compactColorType(colour.data)).toBe(2);
    expect(compactColorType(grey.data)).toBe(0);
    for (const original of [colour, grey]) {
      const read = PNG.sync.read(encodeCompact(original));
      expect(Buffer.from(read.data).equals(Buffer.from(original.data))).toBe(true);
    }
  });

  it('keeps the alpha channel of a picture that is not opaque', () => {
    const translucent = picture(2, 2, [0, 0, 0]);
    translucent.data[3] = 128;
    expect(compactColorType(translucent.data)).toBe(6);
    expect(Buffer.from(PNG.sync.read(encodeCompact(translucent)).data).equals(Buffer.from(translucent.data))).toBe(true);
  });
});
