import { errorMarkerClass } from '../error-marker/errorMarker.ts';

/** A vertical band of the scrolling box, in viewport coordinates. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * How far to scroll down (negative: up) so that the first field with an error comes to the middle of the view, but
 * never so far that the focused summary's top slides under what covers the view's top (the sticky header, its scroll
 * margin): a focused element must stay visible (WCAG 2.4.11). When the summary is already under it, this scrolls up.
 */
export function revealDelta({ field, summary, view, coveredTop }: { field: Band; summary: Band; view: Band; coveredTop: number }): number {
  const centred = (field.top + field.bottom) / 2 - (view.top + view.bottom) / 2;
  const furthest = summary.top - (view.top + coveredTop);
  return Math.min(centred, furthest);
}

/**
 * After a failed "next" the summary has the focus; the first element carrying the error marker is then scrolled
 * towards the centre, smooth (spec section 2), as far as the summary stays in view below the header. Works in the
 * page or any scrolling box the element sits in, and inside the shadow root. Returns the first marked element.
 */
export function revealFirstError(summary: Element): Element | null {
  const root = summary.getRootNode() as ParentNode;
  const first = root.querySelector(`.${errorMarkerClass}`);
  const scroller = scrollingBoxOf(summary);
  const view = scroller ? bandOf(scroller.getBoundingClientRect(), scroller.clientTop, scroller.clientHeight) : { top: 0, bottom: window.innerHeight };
  const target = first ?? summary;
  const summaryBox = summary.getBoundingClientRect();
  // nothing laid out (a hidden step, jsdom): nothing to scroll
  if (summaryBox.height === 0) return first;
  const delta = revealDelta({
    field: target.getBoundingClientRect(),
    summary: summaryBox,
    view,
    coveredTop: Number.parseFloat(getComputedStyle(summary).scrollMarginTop) || 0,
  });
  if (Math.abs(delta) < 1) return first;
  const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  (scroller ?? window).scrollBy({ top: delta, behavior });
  return first;
}

function bandOf(rect: DOMRect, clientTop: number, clientHeight: number): Band {
  return { top: rect.top + clientTop, bottom: rect.top + clientTop + clientHeight };
}

/** The nearest ancestor (across shadow roots) that scrolls vertically; null for the page itself. */
function scrollingBoxOf(element: Element): Element | null {
  const page = element.ownerDocument.scrollingElement;
  for (let node = parentOf(element); node; node = parentOf(node)) {
    if (node === page || node === element.ownerDocument.body) return null;
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
