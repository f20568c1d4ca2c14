import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../machines/order.machine.ts';
import { OrderFormProvider, useOrderSend } from '../../../src/shell/OrderFormContext.tsx';
import { useOrderTyping } from '../../../src/shell/typedChanges.ts';
import { startShell } from './support.tsx';

describe('a keystroke not yet sent and the events after it (issue 24)', () => {
  it('goes to the root machine before any other event the screens send, in the order typed', () => {
    const { runtime, actor } = startShell('/');
    const sent: string[] = [];
    const send = actor.send.bind(actor);
    actor.send = (event: OrderEvent) => {
      sent.push(event.type === 'field.changed' ? `${event.path}=${String(event.value)}` : event.type);
      send(event);
    };
    const wrapper = ({ children }: { children: ReactNode }) => <OrderFormProvider runtime={runtime}>{children}</OrderFormProvider>;
    const { result } = renderHook(() => ({ typing: useOrderTyping(), send: useOrderSend() }), { wrapper });
    result.current.typing({ type: 'field.changed', section: 'customer', path: 'firstName', value: 'A' });
    result.current.typing({ type: 'field.changed', section: 'customer', path: 'firstName', value: 'An' });
    result.current.typing({ type: 'field.changed', section: 'customer', path: 'lastName', value: 'B' });
    expect(sent).toEqual([]);
    result.current.send({ type: 'step.next' });
    expect(sent).toEqual(['firstName=An', 'lastName=B', 'step.next']);
    runtime.stop();
  });

  it('goes before the page is left, ahead of the storage\'s own write', () => {
    const { runtime, actor } = startShell('/');
    const sent: string[] = [];
    const send = actor.send.bind(actor);
    actor.send = (event: OrderEvent) => {
      sent.push(event.type);
      send(event);
    };
    const wrapper = ({ children }: { children: ReactNode }) => <OrderFormProvider runtime={runtime}>{children}</OrderFormProvider>;
    const { result } = renderHook(() => useOrderTyping(), { wrapper });
    let sentWhenStorageWrote: string[] = [];
    const storage = () => (sentWhenStorageWrote = [...sent]);
    window.addEventListener('pagehide', storage);
    result.current({ type: 'field.changed', section: 'customer', path: 'email', value: 'a@b.de' });
    window.dispatchEvent(new Event('pagehide'));
    window.removeEventListener('pagehide', storage);
    expect(sentWhenStorageWrote).toEqual(['field.changed']);
    runtime.stop();
  });
});
