import { describe, expect, it } from 'vitest';
import type { OrderActor } from '../../../machines/order.machine.ts';
import { attachConnection } from '../../../src/adapters/connectionAdapter.ts';

/** An actor that records what it is sent, and lets the test emit `ready`. */
function recordingActor() {
  const sent: string[] = [];
  const listeners: Array<() => void> = [];
  const actor = {
    send: (event: { type: string }) => sent.push(event.type),
    on: (_: string, listener: () => void) => {
      listeners.push(listener);
      return { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) };
    },
  } as unknown as OrderActor;
  return { actor, sent, ready: () => listeners.forEach((listener) => listener()) };
}

function fakeView(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
}

describe('the connection adapter', () => {
  it("turns the browser's offline and online into connection.lost and connection.restored", () => {
    const { actor, sent } = recordingActor();
    const view = fakeView(true);
    attachConnection(actor, view);
    view.dispatchEvent(new Event('offline'));
    view.dispatchEvent(new Event('online'));
    expect(sent).toEqual(['connection.lost', 'connection.restored']);
  });

  it('tells a form that becomes ready while the browser is offline', () => {
    const { actor, sent, ready } = recordingActor();
    attachConnection(actor, fakeView(false));
    ready();
    expect(sent).toEqual(['connection.lost']);
  });

  it('listens no more once detached', () => {
    const { actor, sent, ready } = recordingActor();
    const view = fakeView(false);
    attachConnection(actor, view)();
    view.dispatchEvent(new Event('offline'));
    ready();
    expect(sent).toEqual([]);
  });
});
