import type { KeyboardEvent } from 'react';

const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"]';

/** What Tab stops at inside the dialog, in order: shown, enabled, not taken out by tabindex="-1"; one radio per group. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  const candidates = Array.from(dialog.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
  return candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = candidates.filter((other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name) as HTMLInputElement[];
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  });
}

/**
 * Tab on the dialog's last stop (Shift+Tab on its first, or on the dialog itself) goes round at once. floating-ui's
 * trap lets the browser move the focus onto its guard beside the dialog and moves it on only in the next animation
 * frame: for that frame the focus was outside the dialog, on an element with no name (a screen reader may announce it,
 * and a test that reads the focus after a Tab saw it outside). When the stops cannot be told (jsdom lays nothing out),
 * the guards do it as before.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget;
  const stops = tabStops(dialog);
  if (stops.length === 0) return;
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  const target = event.shiftKey ? (active === stops[0] || active === dialog ? stops.at(-1) : undefined) : active === stops.at(-1) ? stops[0] : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
