import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMachine, type Actor } from 'xstate';
import { OrderFormProvider } from '../../../src/shell/OrderFormContext.tsx';
import { useChildMachine } from '../../../src/shell/useChildMachine.ts';
import { startShell } from './support.tsx';

const childMachine = createMachine({ id: 'child', initial: 'idle', states: { idle: {} } });

describe('useChildMachine', () => {
  it('makes its logic once for the life of the screen, however often it renders, and stops the actor with it', () => {
    const { runtime } = startShell('/');
    let made = 0;
    let child: ReturnType<typeof useChildMachine<typeof childMachine>> | undefined;
    let rerender: (() => void) | undefined;
    function Screen() {
      const [, setCount] = useState(0);
      rerender = () => setCount((count) => count + 1);
      child = useChildMachine(() => {
        made += 1;
        return childMachine.provide({});
      });
      return null;
    }
    const view = render(
      <OrderFormProvider runtime={runtime} portalRoot={null}>
        <Screen />
      </OrderFormProvider>,
    );
    for (let round = 0; round < 5; round += 1) act(() => rerender!());
    expect(made).toBe(1);
    expect(child!.getSnapshot().status).toBe('active');
    view.unmount();
    expect(child!.getSnapshot().status).toBe('stopped');
    runtime.stop();
  });

  it('gives a screen mounted again after its cleanup (React StrictMode) a running actor that takes events', () => {
    const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });
    const { runtime } = startShell('/');
    let child: Actor<typeof toggle> | undefined;
    function Screen() {
      child = useChildMachine(() => toggle.provide({}));
      return null;
    }
    const view = render(
      <StrictMode>
        <OrderFormProvider runtime={runtime} portalRoot={null}>
          <Screen />
        </OrderFormProvider>
      </StrictMode>,
    );
    expect(child!.getSnapshot().status).toBe('active');
    act(() => child!.send({ type: 'flip' }));
    expect(child!.getSnapshot().value).toBe('on');
    view.unmount();
    expect(child!.getSnapshot().status).toBe('stopped');
    runtime.stop();
  });
});
