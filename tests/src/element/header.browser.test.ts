import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/element/element.tsx';
import type { OrderFormElement } from '../../../src/element/element.tsx';

afterEach(() => document.body.replaceChildren());

function mount(attributes: Record<string, string> = {}): OrderFormElement {
  const element = document.createElement('order-form');
  element.setAttribute('routing', 'memory');
  element.setAttribute('storage-key', 'header-test');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

async function headerOf(element: OrderFormElement): Promise<HTMLElement> {
  await expect.poll(() => element.shadowRoot?.querySelector('[part="header"]'), { timeout: 10_000 }).toBeTruthy();
  return element.shadowRoot!.querySelector<HTMLElement>('[part="header"]')!;
}

const positionOf = (element: OrderFormElement) => {
  const header = element.shadowRoot!.querySelector<HTMLElement>('[part="header"]')!;
  return { attribute: header.dataset.position, computed: getComputedStyle(header).position };
};

describe('the header attribute of <order-form>', () => {
  it('is sticky inside the element by default', async () => {
    const element = mount();
    await headerOf(element);
    expect(positionOf(element)).toEqual({ attribute: 'sticky', computed: 'sticky' });
  });

  it('is static or fixed when the page asks for it', async () => {
    const fixed = mount({ header: 'fixed', 'storage-key': 'fixed' });
    const fixedHeader = await headerOf(fixed);
    expect(positionOf(fixed)).toEqual({ attribute: 'fixed', computed: 'fixed' });
    expect(fixedHeader.getBoundingClientRect().top).toBe(0);
    fixed.remove();

    const inFlow = mount({ header: 'static', 'storage-key': 'static' });
    await headerOf(inFlow);
    expect(positionOf(inFlow).computed).not.toMatch(/sticky|fixed/);
  });

  it('follows a change at runtime without restarting the form, and returns to sticky when removed', async () => {
    const element = mount({ 'initial-url': '/plans/EBCOM/' });
    await headerOf(element);
    const runtime = element.runtime;

    element.setAttribute('header', 'fixed');
    await expect.poll(() => positionOf(element)).toEqual({ attribute: 'fixed', computed: 'fixed' });
    element.setAttribute('header', 'static');
    await expect.poll(() => positionOf(element).attribute).toBe('static');
    element.removeAttribute('header');
    await expect.poll(() => positionOf(element)).toEqual({ attribute: 'sticky', computed: 'sticky' });

    expect(element.runtime).toBe(runtime);
    expect(element.runtime?.actor.getSnapshot().context.route).toMatchObject({ plan: 'EBCOM' });
  });
});
