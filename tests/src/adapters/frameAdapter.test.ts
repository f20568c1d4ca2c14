import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { attachFrame, parentMessageOf, parentOriginOf, parentOriginsOf } from '../../../src/adapters/frameAdapter.ts';
import { emitHostEvent } from '../../../src/contract/hostEvents.ts';
import { startOrder } from '../../machines/support.ts';

/** ResizeObserver as the browser calls it: the test says when the element's size changed. */
const observers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.callback), 1);
  }
}
const resized = () => observers.forEach((callback) => callback());

beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  observers.length = 0;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

/** A framed window: what it posts to its parent, and a way to receive the parent's messages. */
function framedWindow({ ancestor = 'https://partner.example', referrer = '' } = {}) {
  const posted: Array<{ message: { type: string; detail: unknown }; target: string }> = [];
  const parent = { postMessage: (message: { type: string; detail: unknown }, target: string) => posted.push({ message, target }) };
  const listeners = new Set<(event: MessageEvent) => void>();
  const view = {
    parent,
    location: { ancestorOrigins: ancestor ? [ancestor] : [] },
    document: { referrer },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  } as unknown as Window;
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { view, posted, receive, listeners };
}

function host(parentOrigins?: string) {
  const target = new EventTarget() as EventTarget & { getAttribute(name: string): string | null; getBoundingClientRect(): { height: number } };
  let height = 640.4;
  Object.assign(target, {
    getAttribute: (name: string) => (name === 'parent-origins' ? (parentOrigins ?? null) : null),
    getBoundingClientRect: () => ({ height }),
  });
  return { element: target as unknown as Element, setHeight: (next: number) => (height = next) };
}

describe('the element in an iframe', () => {
  it("posts its height to the parent's origin when it changes, and only then", async () => {
    const { view, posted } = framedWindow();
    const { element, setHeight } = host();
    const { actor } = startOrder('/');
    attachFrame(actor, element, view);
    resized();
    setHeight(1200);
    resized();
    const resizes = posted.filter((post) => post.message.type === 'order-form:resize');
    expect(resizes).toEqual([
      { message: { type: 'order-form:resize', detail: { height: 641 } }, target: 'https://partner.example' },
      { message: { type: 'order-form:resize', detail: { height: 1200 } }, target: 'https://partner.example' },
    ]);
  });

  it('forwards the host events to the parent, and a ready that went out before it was attached', async () => {
    const { view, posted } = framedWindow();
    const { element } = host();
    const { actor } = startOrder('/plans/VOIPPRIV/');
    await waitFor(actor, (s) => s.matches('ready'));
    attachFrame(actor, element, view);
    emitHostEvent(element, 'order-form:step', { step: 'customer' });
    expect(posted.map((post) => post.message).filter((message) => message.type !== 'order-form:resize')).toEqual([
      { type: 'order-form:ready', detail: { plan: 'VOIPPRIV', lang: 'de' } },
      { type: 'order-form:step', detail: { step: 'customer' } },
    ]);
  });

  it('posts nothing when the parent origin is unknown (no ancestor origin, no referrer)', () => {
    const { view, posted } = framedWindow({ ancestor: '' });
    const { actor } = startOrder('/');
    attachFrame(actor, host().element, view);
    resized();
    expect(posted).toEqual([]);
  });

  it("takes the parent's messages only from the origins parent-origins names", async () => {
    const { view, receive } = framedWindow();
    const { actor } = startOrder('/');
    await waitFor(actor, (s) => s.matches('ready'));
    attachFrame(actor, host('https://partner.example').element, view);
    receive({ type: 'order-form:lang', lang: 'fr' }, 'https://evil.example');
    expect(actor.getSnapshot().context.language).toBe('de');
    receive({ type: 'order-form:lang', lang: 'fr' }, 'https://partner.example', {});
    expect(actor.getSnapshot().context.language).toBe('de');
    receive({ type: 'order-form:lang', lang: 'fr' }, 'https://partner.example');
    expect(actor.getSnapshot().context.language).toBe('fr');
    receive({ type: 'order-form:plan', plan: 'VOIPPRIV' }, 'https://partner.example');
    expect(actor.getSnapshot().context.route).toEqual({ name: 'plan', plan: 'VOIPPRIV' });
  });

  it('accepts no message at all without the parent-origins attribute', async () => {
    const { view, listeners } = framedWindow();
    const { actor } = startOrder('/');
    attachFrame(actor, host().element, view);
    expect(listeners.size).toBe(0);
  });

  it('answers a measure request with its height again', () => {
    const { view, posted, receive } = framedWindow();
    const { actor } = startOrder('/');
    attachFrame(actor, host('https://partner.example').element, view);
    receive({ type: 'order-form:measure' }, 'https://partner.example');
    expect(posted.filter((post) => post.message.type === 'order-form:resize')).toHaveLength(2);
  });

  it('stops posting and listening when detached', () => {
    const { view, posted, listeners } = framedWindow();
    const { element, setHeight } = host('https://partner.example');
    const { actor } = startOrder('/');
    const detach = attachFrame(actor, element, view);
    detach();
    setHeight(900);
    resized();
    emitHostEvent(element, 'order-form:step', { step: 'product' });
    expect(posted.map((post) => post.message.type)).toEqual(['order-form:resize']);
    expect(listeners.size).toBe(0);
  });
});

describe('frame rules', () => {
  it('reads parent-origins as exact origins; a wildcard or garbage counts for nothing', () => {
    expect(parentOriginsOf('https://partner.example/portal  http://localhost:5173 * nonsense')).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(parentOriginsOf(null)).toEqual([]);
  });

  it("targets the ancestor origin, else the referrer's", () => {
    expect(parentOriginOf(framedWindow().view)).toBe('https://partner.example');
    expect(parentOriginOf(framedWindow({ ancestor: '', referrer: 'https://portal.example/orders?id=1' }).view)).toBe('https://portal.example');
    expect(parentOriginOf(framedWindow({ ancestor: '', referrer: '' }).view)).toBeUndefined();
  });

  it('understands only its own messages', () => {
    expect(parentMessageOf({ type: 'order-form:plan', plan: 'EBCOM' })).toEqual({ type: 'order-form:plan', plan: 'EBCOM' });
    expect(parentMessageOf({ type: 'order-form:plan', plan: '../../admin' })).toBeNull();
    expect(parentMessageOf('order-form:measure')).toBeNull();
    expect(parentMessageOf({ type: 'other' })).toBeNull();
  });
});
