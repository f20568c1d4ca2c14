import firstScreenCss from './firstScreen.css?inline';

export interface StyleOptions {
  /** the host page's CSP nonce, for the <style> elements made where constructable style sheets are missing */
  nonce?: string | undefined;
}

const roots = new Map<WeakRef<ShadowRoot>, StyleOptions>();
const sheets = new Map<string, CSSStyleSheet | null>();
// The CSS text used once, through this list: the minifier copies a string constant into every place that names it.
const firstScreen: readonly string[] = [firstScreenCss];
/** what a shadow root takes, in order: the first screen's styles until the full ones replace them */
let texts: readonly string[] = firstScreen;

/**
 * Puts the element's CSS into its shadow root: the first screen's styles at once, and every style sheet a lazy
 * chunk added (`addStyles`). One constructed stylesheet per CSS text is shared by every element on the page. A strict
 * Content-Security-Policy (`style-src 'self'`, no `'unsafe-inline'`) allows constructed style sheets, so nothing
 * here creates a <style> element or a style attribute where they exist; a <style> carrying the host's nonce stands in
 * where they are missing (jsdom, browsers before constructable style sheets).
 */
export function adoptStyles(root: ShadowRoot, options: StyleOptions = {}): void {
  roots.set(new WeakRef(root), options);
  for (const css of texts) adoptInto(root, css, options);
}

/**
 * The full styles of the lazy chunks (src/styles/styles.css, a superset of the first screen's in the same order),
 * given to every element there is and every one that comes. They take the first screen's sheet's place, in the same
 * assignment: with both, every element matched each rule twice (the style recalculation of a step's first frame,
 * about 44 ms at 4x CPU, went to about 38).
 */
export function addStyles(css: string): void {
  if (texts.includes(css)) return;
  const replaced = texts === firstScreen ? firstScreen[0] : undefined;
  texts = [...texts.filter((text) => text !== replaced), css];
  for (const [ref, options] of roots) {
    const root = ref.deref();
    if (root) adoptInto(root, css, options, replaced);
    else roots.delete(ref);
  }
}

/** Adopts `css`, in the same step taking out the sheet of `replaced` (the first screen's, when the full styles come). */
function adoptInto(root: ShadowRoot, css: string, options: StyleOptions, replaced?: string): void {
  const sheet = sharedStyleSheet(css);
  if (sheet && 'adoptedStyleSheets' in root) {
    if (root.adoptedStyleSheets.includes(sheet)) return;
    const stale = replaced === undefined ? null : sharedStyleSheet(replaced);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((other) => other !== stale), sheet];
    registerProperties(root.ownerDocument, css, options);
  } else {
    const style = styleElement(root.ownerDocument, css, options);
    // after the styles already there, before the rendered content (`:scope > style` matches nothing in a shadow root:
    // :scope is no element there)
    const styles = Array.from(root.children).filter((child) => child.localName === 'style');
    if (styles.length > 0) styles.at(-1)!.after(style);
    else root.prepend(style);
    if (replaced !== undefined) styles.find((other) => other.textContent === replaced)?.remove();
    registerProperties(root.ownerDocument, css, options);
  }
}

function sharedStyleSheet(css: string): CSSStyleSheet | null {
  if (sheets.has(css)) return sheets.get(css)!;
  const sheet = constructable() ? new CSSStyleSheet() : null;
  sheet?.replaceSync(css);
  sheets.set(css, sheet);
  return sheet;
}

const constructable = () => typeof CSSStyleSheet !== 'undefined' && typeof CSSStyleSheet.prototype.replaceSync === 'function';

function styleElement(document: Document, css: string, { nonce }: StyleOptions): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  return style;
}

/**
 * Browsers ignore @property inside shadow roots, and Tailwind's border, shadow, ring and transform utilities compute
 * to nothing without those registrations (text fields lose their borders, dialogs their shadows). So the rules go to
 * the document once: in a constructed style sheet appended to `document.adoptedStyleSheets` (the page's own sheets
 * stay, and CSP allows it), or in a <style> with the host's nonce where constructed sheets are missing. Registering
 * a custom property is the one thing the element adds to the page's styles; it changes no value the page sets.
 */
const registered = new WeakMap<Document, { names: Set<string>; sheet: CSSStyleSheet | null; style: HTMLStyleElement | null }>();

function registerProperties(document: Document, css: string, options: StyleOptions): void {
  // a browser without @property (jsdom) has nothing to register
  if (typeof CSSPropertyRule === 'undefined') return;
  const found = propertyRules(css);
  if (found.length === 0) return;
  const state = registered.get(document) ?? { names: new Set<string>(), sheet: null, style: null };
  registered.set(document, state);
  const fresh = found.filter((rule) => !state.names.has(rule.name));
  for (const rule of fresh) state.names.add(rule.name);
  const text = fresh.map((rule) => rule.cssText);

  if (constructable() && 'adoptedStyleSheets' in document) {
    state.sheet ??= new CSSStyleSheet();
    for (const rule of text) state.sheet.insertRule(rule, state.sheet.cssRules.length);
    // a page that set its own list since keeps it: ours is appended again
    if (!document.adoptedStyleSheets.includes(state.sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, state.sheet];
    return;
  }
  if (text.length === 0) return;
  state.style ??= styleElement(document, '', options);
  state.style.dataset.orderFormProperties = '';
  state.style.textContent += text.join('\n');
  if (!state.style.isConnected) document.head.append(state.style);
}

/** `@property --name { descriptors }`: a rule whose block holds declarations only, never a nested block. */
const propertyRule = /@property\s+(--[\w-]+)\s*\{[^{}]*\}/g;
const propertyRulesOf = new Map<string, Array<{ name: string; cssText: string }>>();

/**
 * The @property rules of a CSS text, read from the text once per text: walking the parsed sheet's rules instead
 * makes the browser build an object for each of its hundreds of rules, at start-up, on the first screen's path.
 */
function propertyRules(css: string): Array<{ name: string; cssText: string }> {
  let found = propertyRulesOf.get(css);
  if (!found) {
    found = Array.from(css.matchAll(propertyRule), (match) => ({ name: match[1]!, cssText: match[0] }));
    propertyRulesOf.set(css, found);
  }
  return found;
}
