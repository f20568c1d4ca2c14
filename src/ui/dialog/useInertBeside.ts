import { useLayoutEffect } from 'react';

/**
 * While a modal dialog is open in a shadow root, everything of that root beside it is made inert: not focusable, not
 * clickable, hidden from assistive technology, as `showModal()` makes the rest of a page. floating-ui hides the page's
 * other content by walking the document's body, which never reaches into a shadow root, so the element's own content
 * (its header, the step behind the dialog) stayed reachable. Walked from the dialog's portal up to the shadow root,
 * the way floating-ui walks the body; what was inert already (behind an outer dialog) is left as it is.
 */
export function useInertBeside(floating: Element | null, portalRoot: HTMLElement | ShadowRoot | undefined): void {
  useLayoutEffect(() => {
    if (!floating || !portalRoot || !(floating.getRootNode() instanceof ShadowRoot)) return;
    const marked: Element[] = [];
    let inside: Element | null = Array.from(portalRoot.children).find((child) => child.contains(floating)) ?? null;
    while (inside?.parentNode) {
      const parent = inside.parentNode;
      for (const sibling of Array.from(parent.children)) {
        if (sibling === inside || sibling.localName === 'style' || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        marked.push(sibling);
      }
      inside = parent instanceof Element ? parent : null;
    }
    return () => {
      for (const element of marked) element.removeAttribute('inert');
    };
  }, [floating, portalRoot]);
}
