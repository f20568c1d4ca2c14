import firstScreenCss from './firstScreen.css?inline';

const roots = new Set<WeakRef<ShadowRoot>>();
const sheets = new Map<string, CSSStyleSheet | null>();
const added: string[] = [];

/**
 * Puts the element's CSS into its shadow root: the first screen's styles at once, and every style sheet a lazy
 * chunk added (`addStyles`). One constructed stylesheet per CSS text is shared by every element on the page; a
 * <style> stands in where constructed stylesheets are missing (jsdom).
 */
export function adoptStyles(root: ShadowRoot): void {
  roots.add(new WeakRef(root));
  for (const css of [firstScreenCss, ...added]) adoptInto(root, css);
}

/**
 * The full styles of the lazy chunks (src/styles/styles.css, a superset of the first screen's in the same order, so
 * adopting it after them changes no rule's outcome), given to every element there is and every one that comes.
 */
export function addStyles(css: string): void {
  if (added.includes(css)) return;
  added.push(css);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adoptInto(root, css);
    else roots.delete(ref);
  }
}

function adoptInto(root: ShadowRoot, css: string): void {
  const sheet = sharedStyleSheet(css);
  if (sheet && 'adoptedStyleSheets' in root) {
    if (root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    copyPropertyRules(root.ownerDocument, sheet);
  } else {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    // after the styles already there, before the rendered content
    const styles = root.querySelectorAll(':scope > style');
    if (styles.length > 0) styles[styles.length - 1]!.after(style);
    else root.prepend(style);
  }
}

function sharedStyleSheet(css: string): CSSStyleSheet | null {
  if (sheets.has(css)) return sheets.get(css)!;
  const supported = typeof CSSStyleSheet !== 'undefined' && typeof CSSStyleSheet.prototype.replaceSync === 'function';
  const sheet = supported ? new CSSStyleSheet() : null;
  sheet?.replaceSync(css);
  sheets.set(css, sheet);
  return sheet;
}

/**
 * Browsers ignore @property inside shadow roots, and Tailwind's shadow, ring and transform utilities compute to
 * nothing without those registrations: copy them into the document (once per document and sheet).
 */
const copiedSheets = new WeakMap<Document, Set<CSSStyleSheet>>();
function copyPropertyRules(document: Document, sheet: CSSStyleSheet): void {
  const copied = copiedSheets.get(document) ?? new Set<CSSStyleSheet>();
  copiedSheets.set(document, copied);
  if (copied.has(sheet)) return;
  copied.add(sheet);
  const rules = propertyRules(sheet.cssRules);
  if (rules.length === 0) return;
  const style = document.createElement('style');
  style.dataset.orderFormProperties = '';
  style.textContent = rules.join('\n');
  document.head.append(style);
}

function propertyRules(rules: CSSRuleList): string[] {
  const found: string[] = [];
  for (const rule of Array.from(rules)) {
    if (typeof CSSPropertyRule !== 'undefined' && rule instanceof CSSPropertyRule) found.push(rule.cssText);
    else if ('cssRules' in rule) found.push(...propertyRules((rule as CSSGroupingRule).cssRules));
  }
  return found;
}
