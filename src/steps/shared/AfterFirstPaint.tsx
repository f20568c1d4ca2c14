import { useDeferredValue, type ReactNode } from 'react';
import { useServerMarkup } from '../../ui/internal/serverMarkup.ts';

/**
 * The part of a step below its first screenful, rendered in a render of its own once the step's heading and first
 * fields are in the page: a move to the step paints what the visitor sees first without waiting for the rest. That
 * render runs at transition priority, so a keystroke in the first fields is not held back by it. Until then a
 * hidden `data-pending="after-first-paint"` stands in its place (what tests and the bench wait for). The server's
 * HTML holds it whole.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // whole in the server's HTML (a visitor without JavaScript, a crawler) and in its hydration, which must match it
  const shown = useDeferredValue(true, useServerMarkup());
  return shown ? children : <span hidden data-pending="after-first-paint" />;
}
