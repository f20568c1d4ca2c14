/**
 * The in-page half of every journey driver: finds elements by role and accessible name through open shadow roots and
 * same-origin iframes, and reads what is shown and focused. One self-contained function (it travels to the page as
 * source text, so it uses nothing from outside its body), run the same way in Chromium, Firefox and WebKit: a journey
 * means the same thing in every engine, whatever each protocol's own accessibility queries offer.
 *
 * Roles and names follow WAI-ARIA's implicit roles and the accessible name computation where the form uses them:
 * aria-labelledby, aria-label, labels, legend, caption, alt, title, and the text content for the roles named from
 * their content. Elements that are hidden, aria-hidden or inert (outside an open modal dialog) are not found.
 */

/** A query as it travels to the page: a RegExp goes as its source and flags. */
export interface PageQuery {
  role: string;
  name?: { exact: string } | { pattern: string; flags: string };
  within?: PageQuery;
}

export type PageCommand =
  | { op: 'locate'; query: PageQuery }
  | { op: 'state'; query: PageQuery }
  | { op: 'selectText'; query: PageQuery }
  | { op: 'selectOption'; query: PageQuery; option: { exact: string } | { pattern: string; flags: string } }
  | { op: 'text'; query: PageQuery | null }
  | { op: 'focused' }
  | { op: 'focusWithin'; query: PageQuery }
  | { op: 'armClick'; query: PageQuery }
  | { op: 'clickLanded' }
  | { op: 'count'; selector: string };

/** Where the pointer must go to click an element, or why it cannot yet. */
export type Location =
  | { state: 'ready'; x: number; y: number }
  | { state: 'missing' | 'hidden' }
  | { state: 'obscured'; by: string };

export interface ElementState {
  found: boolean;
  value: string;
  checked: boolean;
}

export function pageScript(command: PageCommand): unknown {
  type Root = Document | ShadowRoot;
  const textMatches = (text: string, expected: { exact: string } | { pattern: string; flags: string }) =>
    'exact' in expected ? text === expected.exact : new RegExp(expected.pattern, expected.flags).test(text);
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

  /** The parent in the composed tree: across a shadow root to its host, across a frame to its iframe. */
  const parentOf = (node: Node): Element | null => {
    if (node.parentElement) return node.parentElement;
    const root = node.getRootNode() as Partial<ShadowRoot>;
    if (root.host) return root.host;
    return (node.ownerDocument ?? (node as Document)).defaultView?.frameElement ?? null;
  };
  const composedContains = (ancestor: Element, node: Node | null): boolean => {
    for (let current: Node | null = node; current; current = parentOf(current)) if (current === ancestor) return true;
    return false;
  };

  /** Every element in tree order: the document, open shadow roots, same-origin iframes' documents. */
  const allElements = (root: Root | Element, into: Element[] = []): Element[] => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      into.push(element);
      if (element.shadowRoot) allElements(element.shadowRoot, into);
      if (element.localName === 'iframe') {
        let inner: Document | null = null;
        try {
          inner = (element as HTMLIFrameElement).contentDocument;
        } catch {
          inner = null;
        }
        if (inner) allElements(inner, into);
      }
    }
    return into;
  };

  const styleOf = (element: Element) => (element.ownerDocument.defaultView ?? window).getComputedStyle(element);

  /** Out of the accessibility tree: not rendered, aria-hidden, inert, or in a frame that is. */
  const excluded = (element: Element): boolean => {
    for (let current: Element | null = element; current; current = parentOf(current)) {
      if (current.getAttribute('aria-hidden') === 'true' || (current as HTMLElement).inert) return true;
    }
    if (!(element as HTMLElement).checkVisibility({ visibilityProperty: true })) return true;
    const frame = element.ownerDocument.defaultView?.frameElement;
    return frame ? excluded(frame) : false;
  };

  const inputRole = (input: HTMLInputElement): string | null => {
    const type = input.type;
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    if (type === 'number') return 'spinbutton';
    if (type === 'hidden') return null;
    if (type === 'search') return input.hasAttribute('list') ? 'combobox' : 'searchbox';
    return input.hasAttribute('list') ? 'combobox' : 'textbox';
  };

  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit && explicit !== 'none' && explicit !== 'presentation') return explicit;
    const tag = element.localName;
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
      case 'area':
        return element.hasAttribute('href') ? 'link' : null;
      case 'input':
        return inputRole(element as HTMLInputElement);
      case 'select':
        return (element as HTMLSelectElement).multiple || (element as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox';
      case 'textarea':
        return 'textbox';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'fieldset':
      case 'details':
      case 'optgroup':
        return 'group';
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : null;
      case 'form':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'form' : null;
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'aside':
        return 'complementary';
      case 'article':
        return 'article';
      case 'dialog':
        return 'dialog';
      case 'ul':
      case 'ol':
      case 'menu':
        return 'list';
      case 'li':
        return 'listitem';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'th':
        return element.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
      case 'td':
        return 'cell';
      case 'img':
        return element.getAttribute('alt') === '' ? null : 'img';
      case 'option':
        return 'option';
      case 'output':
        return 'status';
      case 'progress':
        return 'progressbar';
      case 'p':
        return 'paragraph';
      default:
        return null;
    }
  };

  /** Roles whose name comes from their content when nothing else names them. */
  const namedFromContent = new Set([
    'button', 'link', 'heading', 'option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'radio', 'checkbox', 'switch',
    'tab', 'cell', 'columnheader', 'rowheader', 'row', 'treeitem', 'tooltip', 'listitem', 'paragraph', 'status',
  ]);

  const byIds = (element: Element, ids: string) =>
    ids.split(/\s+/).map((id) => (element.getRootNode() as Root).getElementById(id)).filter((found): found is HTMLElement => found !== null);

  /** The text a subtree contributes to a name: rendered text, form values, alt texts, nested aria-labels. */
  const contentText = (node: Node, skip: Element | null): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    if (element === skip || element.getAttribute('aria-hidden') === 'true') return '';
    if (['style', 'script', 'template'].includes(element.localName)) return '';
    const style = styleOf(element);
    if (style.display === 'none' || style.visibility === 'hidden') return '';
    const label = element.getAttribute('aria-label');
    if (label?.trim()) return ` ${label} `;
    if (element.localName === 'img') return ` ${element.getAttribute('alt') ?? ''} `;
    if (element.localName === 'input' || element.localName === 'textarea') {
      const type = (element as HTMLInputElement).type;
      return type === 'checkbox' || type === 'radio' ? '' : ` ${(element as HTMLInputElement).value} `;
    }
    if (element.localName === 'select') return ` ${(element as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''} `;
    if (element.localName === 'br') return ' ';
    const children = element.shadowRoot ? element.shadowRoot.childNodes : element.childNodes;
    const inner = Array.from(children, (child) => contentText(child, skip)).join('');
    return style.display.startsWith('inline') ? inner : ` ${inner} `;
  };

  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const named = squash(byIds(element, labelledBy).map((label) => contentText(label, null)).join(' '));
      if (named) return named;
    }
    const label = element.getAttribute('aria-label');
    if (label?.trim()) return squash(label);
    const tag = element.localName;
    if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      const input = element as HTMLInputElement;
      if (['button', 'submit', 'reset'].includes(input.type)) return squash(input.value);
      const labels = Array.from(input.labels ?? []);
      if (labels.length > 0) return squash(labels.map((wrapping) => contentText(wrapping, element)).join(' '));
      const fallback = input.getAttribute('title') ?? input.getAttribute('placeholder');
      if (fallback) return squash(fallback);
    }
    if (tag === 'fieldset') {
      const legend = Array.from(element.children).find((child) => child.localName === 'legend');
      if (legend) return squash(contentText(legend, null));
    }
    if (tag === 'table') {
      const caption = (element as HTMLTableElement).caption;
      if (caption) return squash(contentText(caption, null));
    }
    if (tag === 'img') return squash(element.getAttribute('alt') ?? '');
    const role = roleOf(element);
    if (role && namedFromContent.has(role)) {
      const content = squash(Array.from(element.childNodes, (child) => contentText(child, null)).join(''));
      if (content) return content;
    }
    return squash(element.getAttribute('title') ?? '');
  };

  const find = (query: PageQuery): Element | null => {
    const scope = query.within ? find(query.within) : null;
    if (query.within && !scope) return null;
    const candidates = allElements(document).filter((element) => roleOf(element) === query.role && !excluded(element));
    return (
      candidates.find((element) => (!scope || (scope !== element && composedContains(scope, element))) && (!query.name || textMatches(nameOf(element), query.name))) ??
      null
    );
  };

  /** The element at a point of the top viewport, down through shadow roots and same-origin frames. */
  const elementAt = (x: number, y: number): Element | null => {
    let root: Document | ShadowRoot = document;
    let hit: Element | null = document.elementFromPoint(x, y);
    let offsetX = 0;
    let offsetY = 0;
    for (let depth = 0; hit && depth < 20; depth += 1) {
      if (hit.shadowRoot && hit.shadowRoot !== root) {
        const inner: Element | null = hit.shadowRoot.elementFromPoint(x - offsetX, y - offsetY);
        if (!inner || inner === hit) break;
        root = hit.shadowRoot;
        hit = inner;
        continue;
      }
      if (hit.localName === 'iframe') {
        const frame = hit as HTMLIFrameElement;
        const inner = frame.contentDocument;
        if (!inner) break;
        const box = frame.getBoundingClientRect();
        offsetX += box.left + frame.clientLeft;
        offsetY += box.top + frame.clientTop;
        root = inner;
        hit = inner.elementFromPoint(x - offsetX, y - offsetY);
        continue;
      }
      break;
    }
    return hit;
  };

  /** The element's box in the top viewport (a frame's offset added). */
  const topBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    let left = box.left;
    let top = box.top;
    for (let frame = element.ownerDocument.defaultView?.frameElement; frame; frame = frame.ownerDocument.defaultView?.frameElement) {
      const outer = frame.getBoundingClientRect();
      left += outer.left + frame.clientLeft;
      top += outer.top + frame.clientTop;
    }
    return { left, top, width: box.width, height: box.height };
  };

  const describe = (element: Element) => `<${element.localName}${element.id ? `#${element.id}` : ''}> "${squash(element.textContent ?? '').slice(0, 40)}"`;

  const locate = (query: PageQuery) => {
    const element = find(query);
    if (!element) return { state: 'missing' };
    // a visually hidden native control (a styled radio or checkbox) is clicked through its label, as a person does
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    const small = (candidate: Element) => candidate.getBoundingClientRect().width < 4 || candidate.getBoundingClientRect().height < 4;
    const target = small(element) && labels.length > 0 ? labels[0]! : element;
    if (small(target)) return { state: 'hidden' };
    // scrolled only when out of view (or covered, by a sticky header say): the driver clicks once two readings agree,
    // which a scroll on every reading would fake (WebKit has no scroll anchoring: content loading above moves it)
    const centre = () => target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const outside = (box: { left: number; top: number; width: number; height: number }) =>
      box.top < 0 || box.left < 0 || box.top + box.height > window.innerHeight || box.left + box.width > window.innerWidth;
    if (outside(topBox(target))) centre();
    const box = topBox(target);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = elementAt(x, y);
    const receives = hit !== null && (composedContains(target, hit) || composedContains(element, hit) || labels.some((label) => composedContains(label, hit)));
    if (receives) return { state: 'ready', x, y };
    centre();
    return { state: 'obscured', by: hit ? describe(hit) : 'nothing' };
  };

  /** What an element shows: its rendered text, and that of the shadow roots and frames inside it. */
  const shownText = (element: HTMLElement): string => {
    const parts = [element.innerText ?? ''];
    for (const inner of [element, ...allElements(element)]) {
      if (inner.shadowRoot) parts.push(...Array.from(inner.shadowRoot.children, (child) => (child as HTMLElement).innerText ?? ''));
      if (inner.localName === 'iframe') parts.push((inner as HTMLIFrameElement).contentDocument?.body?.innerText ?? '');
    }
    return parts.join('\n');
  };

  const deepActive = (): Element | null => {
    let active: Element | null = document.activeElement;
    for (let depth = 0; active && depth < 20; depth += 1) {
      if (active.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      else if (active.localName === 'iframe' && (active as HTMLIFrameElement).contentDocument?.activeElement) {
        const inner = (active as HTMLIFrameElement).contentDocument!.activeElement!;
        if (inner === (active as HTMLIFrameElement).contentDocument!.body) break;
        active = inner;
      } else break;
    }
    return active === document.body || active === document.documentElement ? null : active;
  };

  switch (command.op) {
    case 'locate':
      return locate(command.query);
    case 'state': {
      const element = find(command.query) as HTMLInputElement | null;
      return { found: element !== null, value: element?.value ?? '', checked: element?.checked === true || element?.getAttribute('aria-checked') === 'true' };
    }
    case 'selectText': {
      const element = find(command.query) as HTMLInputElement | null;
      element?.select();
      return element !== null;
    }
    case 'selectOption': {
      const select = find(command.query) as HTMLSelectElement | null;
      const option = select && Array.from(select.options).find(
        (candidate) => textMatches(squash(candidate.text), command.option) || ('exact' in command.option && candidate.value === command.option.exact),
      );
      if (!select || !option) return false;
      select.focus();
      select.value = option.value;
      select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      return true;
    }
    case 'text': {
      if (!command.query) return shownText(document.body);
      const element = find(command.query);
      return element ? shownText(element as HTMLElement) : null;
    }
    case 'focused': {
      const active = deepActive();
      return active ? { role: roleOf(active), name: nameOf(active) } : null;
    }
    case 'armClick': {
      // where the next press of the pointer lands: on the element (or its label), or on what moved under the pointer
      const element = find(command.query);
      if (!element) return false;
      const view = element.ownerDocument.defaultView!;
      const record = { landed: null as boolean | null };
      (window as unknown as { journeyClick: typeof record }).journeyClick = record;
      const labels = Array.from((element as HTMLInputElement).labels ?? []);
      view.addEventListener(
        'pointerdown',
        (event) => {
          const hit = event.composedPath()[0] as Node;
          record.landed = composedContains(element, hit) || labels.some((label) => composedContains(label, hit));
        },
        { capture: true, once: true },
      );
      return true;
    }
    case 'count':
      // the elements the selector matches, in the document, open shadow roots and same-origin frames
      return [document.documentElement, ...allElements(document)].filter((element) => element.matches(command.selector)).length;
    case 'clickLanded': {
      // read once and removed: the journey leaves no global of its own on the page (hosts.spec.ts counts them). No
      // record at all: the click replaced the document (a link that navigates); a record with no pointerdown: the
      // click never reached the page, which is not a click that landed
      const holder = window as unknown as { journeyClick?: { landed: boolean | null } };
      if (!holder.journeyClick) return 'navigated';
      const landed = holder.journeyClick.landed;
      delete holder.journeyClick;
      return landed ?? 'unseen';
    }
    case 'focusWithin': {
      const scope = find(command.query);
      const active = deepActive();
      return scope !== null && active !== null && composedContains(scope, active);
    }
    default:
      return command satisfies never;
  }
}
