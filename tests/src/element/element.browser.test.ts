import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/element/element.tsx';
import type { OrderFormElement } from '../../../src/element/element.tsx';

const pageFetch = window.fetch;

afterEach(() => {
  document.body.replaceChildren();
  window.fetch = pageFetch;
});

/** The paths the page fetches from now on (every call of the form is sent with fetch, ky's too). */
function watchFetch() {
  const urls: string[] = [];
  window.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return pageFetch(input, init);
  };
  return { paths: () => urls.map((url) => new URL(url, location.href).pathname) };
}

function mount(attributes: Record<string, string> = {}): OrderFormElement {
  const element = document.createElement('order-form');
  element.setAttribute('routing', 'memory');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

async function rootOf(element: OrderFormElement): Promise<HTMLElement> {
  await expect.poll(() => element.shadowRoot?.querySelector('[part="root"]')).toBeTruthy();
  return element.shadowRoot!.querySelector<HTMLElement>('[part="root"]')!;
}

describe('<order-form>', () => {
  it('renders into an open shadow root with the Tailwind CSS adopted', async () => {
    const element = mount({ plan: 'EBCOM' });
    const root = await rootOf(element);
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
    // A Tailwind utility really applies inside the shadow root: `font-sans` maps to the theme font token.
    expect(getComputedStyle(root).fontFamily).toContain('Liberation Sans');
  });

  it("takes the full styles in the first screen's sheet's place when they come: one sheet, each rule matched once", async () => {
    const element = mount({ plan: 'EBCOM' });
    const root = await rootOf(element);
    await import('../../../src/styles/fullStyles.ts');
    expect(element.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    expect(Array.from(element.shadowRoot!.adoptedStyleSheets[0]!.cssRules).length).toBeGreaterThan(0);
    expect(getComputedStyle(root).fontFamily).toContain('Liberation Sans');
  });

  it('registers the @property rules once, in a constructed sheet appended to the document\'s own, with no <style> in the page', async () => {
    // the test runner's page has a <style> of its own
    const stylesBefore = document.querySelectorAll('style').length;
    const pageSheet = new CSSStyleSheet();
    pageSheet.replaceSync('.page-rule { color: rebeccapurple; }');
    document.adoptedStyleSheets = [pageSheet];
    await rootOf(mount());
    await rootOf(mount({ 'storage-key': 'second' }));
    const ours = document.adoptedStyleSheets.filter((sheet) => Array.from(sheet.cssRules).some((rule) => rule instanceof CSSPropertyRule));
    expect(ours).toHaveLength(1);
    expect(Array.from(ours[0]!.cssRules, (rule) => rule.cssText).join('\n')).toContain('@property --tw-shadow');
    // the page's own sheet stays first, ours is appended
    expect(document.adoptedStyleSheets[0]).toBe(pageSheet);
    expect(document.querySelectorAll('style')).toHaveLength(stylesBefore);
    // each property once, however many elements and sheets (first screen and full styles) carry it
    const names = Array.from(ours[0]!.cssRules, (rule) => (rule as CSSPropertyRule).name);
    expect(new Set(names).size).toBe(names.length);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageSheet);
  });

  it('appends its @property sheet again when the page replaced the document\'s list', async () => {
    await rootOf(mount());
    document.adoptedStyleSheets = [];
    await rootOf(mount({ 'storage-key': 'second' }));
    expect(document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule instanceof CSSPropertyRule))).toBe(true);
  });

  it('reflects each attribute as a property: reading gives the attribute, null or undefined removes it', async () => {
    const element = mount({ plan: 'EBCOM' });
    expect(element.plan).toBe('EBCOM');
    expect(element.apiBase).toBeNull();
    element.apiBase = '/shop/api/';
    expect(element.getAttribute('api-base')).toBe('/shop/api/');
    element.plan = undefined as unknown as null;
    expect(element.hasAttribute('plan')).toBe(false);
    element.header = 'fixed';
    expect(element.getAttribute('header')).toBe('fixed');
    element.header = null;
    expect(element.hasAttribute('header')).toBe(false);
    element.lang = 'fr';
    expect(element.getAttribute('lang')).toBe('fr');
  });

  it('is defined once: defining the name again (a second bundle) does nothing, another name gets a class of its own', async () => {
    const { defineOrderForm } = await import('../../../src/element/element.tsx');
    const defined = customElements.get('order-form');
    expect(() => defineOrderForm()).not.toThrow();
    expect(customElements.get('order-form')).toBe(defined);
    defineOrderForm('partner-order-form');
    const other = customElements.get('partner-order-form');
    expect(other).toBeDefined();
    expect(other).not.toBe(defined);
    expect(() => defineOrderForm('partner-order-form')).not.toThrow();
  });

  it('paints its boot screen, in the language it starts in, before the form is made; the boot screen of React takes its place', async () => {
    const element = mount({ plan: 'EBCOM', lang: 'en' });
    // nothing has asked for the running form yet (the getter would make it at once)
    const placeholder = element.shadowRoot!.querySelector<HTMLElement>('[data-startup-placeholder]');
    expect(placeholder?.lang).toBe('en');
    expect(placeholder?.querySelector('[role="status"]')?.textContent).toBe('Loading the order form …');
    expect(element.shadowRoot!.querySelector('[part="root"]')).toBeNull();
    // styled as the first frame paints it: read now, as the form is made after that frame and its React root takes
    // the placeholder's place (a detached element has no computed style)
    expect(getComputedStyle(placeholder!.querySelector('[role="status"]')!).display).toBe('flex');

    const root = await rootOf(element);
    expect(root.querySelector('[data-placeholder="loading"]')).not.toBeNull();
    expect(element.shadowRoot!.querySelector('[data-startup-placeholder]')).toBeNull();
  });

  it("makes its React root with the running form, after the boot screen's first paint, not before it", async () => {
    const element = mount({ plan: 'EBCOM', lang: 'en' });
    // r2wc keeps the mounted root under this symbol; each attribute and the connection asked it to render
    const reactRoot = () => (element as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.context')];
    expect(reactRoot()).toBeUndefined();
    element.reporter = { captureException: () => undefined };
    expect(reactRoot()).toBeUndefined();
    await rootOf(element);
    expect(reactRoot()).toBeDefined();
  });

  it('is never made when the element leaves the page before its first paint: it sends nothing', async () => {
    const calls = watchFetch();
    // its own api base: what an element of an earlier test still had on its way is not counted
    const element = mount({ plan: 'EBCOM', 'api-base': '/leaving/api/' });
    element.remove();
    // past the first frame and the start-up's fallback for a page without frames (100 ms)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.paths().filter((path) => path.startsWith('/leaving/'))).toEqual([]);
    expect(element.runtime).toBeUndefined();
  });

  it('starts the form with its attributes, and starts it anew when one of them changes or is removed', async () => {
    const element = mount({ plan: 'EBCOM', 'api-base': '/shop/api/', 'base-path': '/bestellen/', 'storage-key': 'shop' });
    await rootOf(element);
    expect(element.runtime?.attributes).toMatchObject({ apiBase: '/shop/api/', basePath: '/bestellen/', routing: 'memory', storageKey: 'shop' });
    const first = element.runtime;

    element.setAttribute('api-base', '/api/');
    expect(element.runtime).not.toBe(first);
    expect(element.runtime?.attributes.apiBase).toBe('/api/');

    element.removeAttribute('base-path');
    expect(element.runtime?.attributes.basePath).toBe('/');
    element.setAttribute('storage-key', '');
    expect(element.runtime?.attributes.storageKey).toBe('order-form');
  });

  it('follows the plan and lang attributes into the React tree', async () => {
    const element = mount({ lang: 'en', plan: 'EBCOM' });
    const root = await rootOf(element);
    expect(root.lang).toBe('en');
    element.setAttribute('lang', 'fr');
    await expect.poll(() => root.lang).toBe('fr');
    await expect.poll(() => element.runtime?.actor.getSnapshot().context.language).toBe('fr');
    element.setAttribute('plan', 'EBAT');
    await expect.poll(() => root.dataset.plan).toBe('EBAT');
  });

  it('dispatches order-form:ready from the host, bubbling and composed, once the form has loaded', async () => {
    const received: CustomEvent[] = [];
    document.addEventListener('order-form:ready', (event) => received.push(event as CustomEvent), { once: true });
    const element = mount({ 'initial-url': '/plans/EBNL/', lang: 'nl' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.target).toBe(element);
    expect(received[0]!.composed).toBe(true);
    expect(received[0]!.detail).toEqual({ plan: 'EBNL', lang: 'nl' });
  });

  it('keeps two elements on one page independent', async () => {
    const first = mount({ 'initial-url': '/plans/EBCOM/', 'storage-key': 'first' });
    const second = mount({ 'initial-url': '/', 'storage-key': 'second', lang: 'en' });
    await rootOf(first);
    await rootOf(second);
    expect(first.runtime!.actor).not.toBe(second.runtime!.actor);
    expect(first.runtime!.i18n).not.toBe(second.runtime!.i18n);
    await expect.poll(() => first.runtime!.actor.getSnapshot().context.route.name).toBe('step');
    expect(second.runtime!.actor.getSnapshot().context.route.name).toBe('plans');
    expect(second.runtime!.i18n.language).toBe('en');
    expect(first.runtime!.i18n.language).toBe('de');
  });

  it('keeps its state when moved in the page', async () => {
    const element = mount({ 'initial-url': '/plans/EBCOM/' });
    await rootOf(element);
    const runtime = element.runtime;
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await rootOf(element);
    expect(element.runtime).toBe(runtime);
  });

  it('takes an error reporter as a property, not an attribute', async () => {
    const element = mount();
    const reporter = { captureException: () => undefined };
    element.reporter = reporter;
    expect(element.reporter).toBe(reporter);
    expect(element.hasAttribute('reporter')).toBe(false);
  });
});
