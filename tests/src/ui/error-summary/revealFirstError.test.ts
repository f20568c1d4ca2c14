import { describe, expect, it } from 'vitest';
import { revealDelta } from '../../../../src/ui/error-summary/revealFirstError.ts';

// A view of 720 px whose top 73 px (the sticky header and the focus ring's room) cover what scrolls under them.
const view = { top: 0, bottom: 720 };
const coveredTop = 73;

describe('revealDelta: the first field with an error towards the centre, the focused summary kept below the header', () => {
  it('centres the field when the summary stays below the header', () => {
    // summary at 300, field centre at 500: 140 down puts the field at 360 and the summary at 160
    expect(revealDelta({ field: { top: 480, bottom: 520 }, summary: { top: 300, bottom: 400 }, view, coveredTop })).toBe(140);
  });

  it('stops where the summary meets the header when centring the field would push it under', () => {
    // centring would scroll 900; the summary at 200 may move up to 73 only
    expect(revealDelta({ field: { top: 1240, bottom: 1280 }, summary: { top: 200, bottom: 500 }, view, coveredTop })).toBe(127);
  });

  it('scrolls up to bring a summary that lies under the header back below it', () => {
    expect(revealDelta({ field: { top: 300, bottom: 340 }, summary: { top: -87, bottom: 100 }, view, coveredTop })).toBe(-160);
  });

  it('measures from the top of a scrolling box that is not the page', () => {
    const box = { top: 100, bottom: 500 };
    expect(revealDelta({ field: { top: 900, bottom: 940 }, summary: { top: 250, bottom: 300 }, view: box, coveredTop })).toBe(77);
  });
});
