import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { historyUrl, memoryUrl } from '../../../src/adapters/urlAdapter.ts';
import { startOrder } from '../../machines/support.ts';

/** Just enough of a window for the URL adapter: location, history and popstate. */
function fakeWindow(url: string) {
  const listeners = new Map<string, () => void>();
  const writes: Array<{ kind: 'push' | 'replace'; url: string }> = [];
  const location = new URL(url, 'http://shop.test');
  const view = {
    location,
    history: {
      pushState: (_: unknown, __: string, next: string) => {
        writes.push({ kind: 'push', url: next });
        setLocation(next);
      },
      replaceState: (_: unknown, __: string, next: string) => {
        writes.push({ kind: 'replace', url: next });
        setLocation(next);
      },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  function setLocation(next: string) {
    const parsed = new URL(next, location.href);
    location.pathname = parsed.pathname;
    location.search = parsed.search;
    location.hash = parsed.hash;
  }
  return { view: view as unknown as Window, writes, back: (to: string) => (setLocation(to), listeners.get('popstate')?.()) };
}

const settled = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (s) => s.matches('ready') && !s.hasTag('pending'));

describe('URL adapter, history mode', () => {
  it('removes the auth token and lang from the address before anything else, by replacing it', async () => {
    const page = fakeWindow('/plans/VOIPPRIV/product/?lang=en#auth_token=abc');
    const url = historyUrl(page.view);
    const { actor } = startOrder('/plans/VOIPPRIV/product/?lang=en#auth_token=abc');
    url.attach(actor);
    expect(page.writes[0]).toEqual({ kind: 'replace', url: '/plans/VOIPPRIV/product/' });
    await settled(actor);
  });

  it('replaces the address on a redirect and pushes it on a step the user moves to', async () => {
    const page = fakeWindow('/plans/VOIPPRIV');
    const { actor } = startOrder('/plans/VOIPPRIV');
    historyUrl(page.view).attach(actor);
    await settled(actor);
    expect(page.writes.at(-1)).toEqual({ kind: 'replace', url: '/plans/VOIPPRIV/product/' });
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(page.writes.at(-1)).toEqual({ kind: 'push', url: '/plans/VOIPPRIV/customer/' });
  });

  it('turns back and forward into location.changed', async () => {
    const page = fakeWindow('/plans/VOIPPRIV/product/');
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    historyUrl(page.view).attach(actor);
    await settled(actor);
    page.back('/');
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
  });
});

describe('URL adapter, memory mode', () => {
  it('starts at initial-url and keeps the address to itself', async () => {
    const url = memoryUrl('/plans/VOIPPRIV/?voucher=SOMMER20');
    expect(url.initial).toEqual({ pathname: '/plans/VOIPPRIV/', search: '?voucher=SOMMER20', hash: '' });
    const { actor } = startOrder('/plans/VOIPPRIV/?voucher=SOMMER20');
    url.attach(actor);
    await settled(actor);
    expect(url.current()).toBe('/plans/VOIPPRIV/product/?voucher=SOMMER20');
  });
});
