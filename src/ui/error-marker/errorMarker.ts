/**
 * The error-marker class: every field with a visible error carries it, so the form can scroll the first one
 * into view when validation fails (spec section 2, "Application shell").
 */
export const errorMarkerClass = 'of-error-marker';

/**
 * Scrolls the first element carrying the error marker into view, smooth and centred. Pass the shadow root
 * (or any container): the marker is searched inside it, never in the host page. Returns that element.
 */
export function scrollToFirstError(root: ParentNode): Element | null {
  const first = root.querySelector(`.${errorMarkerClass}`);
  first?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  return first;
}
