import type { ActivitySource } from './storedOrder.ts';

/**
 * What counts as the visitor's activity for the data at rest (DESIGN.md, "Data at rest"): a key pressed, a pointer
 * pressed or an input made in the element (typing, pasting, autofill, choosing, a button or link that navigates),
 * and the browser's back and forward buttons. Reading and scrolling do not count: nothing is entered. The events of
 * the shadow root's fields reach the host (they are composed), so listening there hears only this element.
 */
const hostEvents = ['keydown', 'pointerdown', 'input'] as const;

export function visitorActivity(host: EventTarget, view: EventTarget): ActivitySource {
  return (onActivity) => {
    const options = { capture: true, passive: true };
    hostEvents.forEach((type) => host.addEventListener(type, onActivity, options));
    view.addEventListener('popstate', onActivity);
    return () => {
      hostEvents.forEach((type) => host.removeEventListener(type, onActivity, options));
      view.removeEventListener('popstate', onActivity);
    };
  };
}
