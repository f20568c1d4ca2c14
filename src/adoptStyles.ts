import css from './styles.css?inline';

let sharedSheet: CSSStyleSheet | undefined;
const propertyRulesCopied = new WeakSet<Document>();

/**
 * Puts the compiled Tailwind CSS into a shadow root: one constructed stylesheet shared by every element on the
 * page, or a <style> where constructed stylesheets are missing (jsdom).
 */
export function adoptStyles(root: ShadowRoot): void {
  const sheet = sharedStyleSheet();
  if (sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    copyPropertyRules(root.ownerDocument, sheet);
  } else {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}

function sharedStyleSheet(): CSSStyleSheet | undefined {
  if (sharedSheet) return sharedSheet;
  if (typeof CSSStyleSheet === 'undefined' || typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  sharedSheet = new CSSStyleSheet();
  sharedSheet.replaceSync(css);
  return sharedSheet;
}

/**
 * Browsers ignore @property inside shadow roots, and Tailwind's shadow, ring and transform utilities compute to
 * nothing without those registrations: copy them once into the document.
 */
function copyPropertyRules(document: Document, sheet: CSSStyleSheet): void {
  if (propertyRulesCopied.has(document)) return;
  propertyRulesCopied.add(document);
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
