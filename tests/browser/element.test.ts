import { afterEach, describe, expect, it } from 'vitest';
import '../../src/element.tsx';
import type { OrderFormElement } from '../../src/element.tsx';

afterEach(() => document.body.replaceChildren());

function mount(attributes: Record<string, string> = {}): OrderFormElement {
  const element = document.createElement('order-form');
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

  it('copies the @property rules once into the document, so shadows and rings render', async () => {
    await rootOf(mount());
    await rootOf(mount({ 'storage-key': 'second' }));
    const copies = document.head.querySelectorAll('style[data-order-form-properties]');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.textContent).toContain('@property --tw-shadow');
  });

  it('hands every attribute to the React tree and follows changes and removals', async () => {
    const element = mount({ plan: 'EBCOM', 'api-base': '/shop/api/', 'base-path': '/bestellen/', routing: 'memory' });
    const root = await rootOf(element);
    expect(root.dataset).toMatchObject({ plan: 'EBCOM', apiBase: '/shop/api/', basePath: '/bestellen/', routing: 'memory' });

    element.setAttribute('plan', 'EBAT');
    await expect.poll(() => root.dataset.plan).toBe('EBAT');

    element.removeAttribute('api-base');
    await expect.poll(() => root.dataset.apiBase).toBe('/api/');
    element.setAttribute('routing', '');
    await expect.poll(() => root.dataset.routing).toBe('history');
  });

  it('follows the lang attribute', async () => {
    const element = mount({ lang: 'en' });
    const root = await rootOf(element);
    expect(root.lang).toBe('en');
    element.setAttribute('lang', 'fr');
    await expect.poll(() => root.lang).toBe('fr');
  });

  it('dispatches order-form:ready from the host, bubbling and composed', async () => {
    const received: CustomEvent[] = [];
    document.addEventListener('order-form:ready', (event) => received.push(event as CustomEvent), { once: true });
    const element = mount({ plan: 'EBNL', lang: 'nl' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.target).toBe(element);
    expect(received[0]!.composed).toBe(true);
    expect(received[0]!.detail).toEqual({ plan: 'EBNL', lang: 'nl' });
  });

  it('keeps two elements on one page independent', async () => {
    const first = mount({ plan: 'EBCOM', 'storage-key': 'first' });
    const second = mount({ plan: 'EBFR', 'storage-key': 'second', routing: 'memory' });
    const [firstRoot, secondRoot] = [await rootOf(first), await rootOf(second)];
    first.setAttribute('plan', 'EBAT');
    await expect.poll(() => firstRoot.dataset.plan).toBe('EBAT');
    expect(secondRoot.dataset).toMatchObject({ plan: 'EBFR', storageKey: 'second', routing: 'memory' });
    expect(first.shadowRoot).not.toBe(second.shadowRoot);
  });

  it('takes an error reporter as a property, not an attribute', async () => {
    const element = mount();
    const reporter = { captureException: () => undefined };
    element.reporter = reporter;
    expect(element.reporter).toBe(reporter);
    expect(element.hasAttribute('reporter')).toBe(false);
  });
});
