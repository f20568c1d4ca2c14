import { afterEach, describe, expect, it } from 'vitest';
import { addStyles, adoptStyles } from '../../../src/styles/adoptStyles.ts';

/*
 * Where shadow roots cannot adopt style sheets (jsdom here, browsers before constructable style sheets), the element's styles go into
 * <style> elements inside its shadow root, carrying the host's nonce (issue 25). Chromium's path, constructed sheets
 * and the @property sheet in document.adoptedStyleSheets, is pinned in tests/src/element/element.browser.test.ts and, under a
 * real Content-Security-Policy, in tests/browser/e2e/csp.spec.ts.
 */

afterEach(() => document.body.replaceChildren());

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adoptStyles without constructable style sheets', () => {
  it('puts the styles into <style> elements of the shadow root with the nonce, none into the document', () => {
    const root = shadowRoot();
    expect('adoptedStyleSheets' in root).toBe(false);
    adoptStyles(root, { nonce: 'page-nonce' });
    expect(root.querySelectorAll('style')).toHaveLength(1);
    root.append(document.createElement('div'));
    addStyles('.full-styles { color: red; }');
    const styles = Array.from(root.querySelectorAll('style'));
    // the full styles (a superset) take the first screen's place, before the rendered content
    expect(styles.map((style) => style.textContent)).toEqual(['.full-styles { color: red; }']);
    expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(['page-nonce']);
    expect(root.firstElementChild).toBe(styles[0]);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    // an element that comes later takes the full styles alone
    const later = shadowRoot();
    adoptStyles(later);
    expect(Array.from(later.querySelectorAll('style'), (style) => style.textContent)).toEqual(['.full-styles { color: red; }']);
  });

  it('makes <style> elements without a nonce when the host gives none', () => {
    const root = shadowRoot();
    adoptStyles(root);
    expect(Array.from(root.querySelectorAll('style')).every((style) => !style.hasAttribute('nonce'))).toBe(true);
  });
});
