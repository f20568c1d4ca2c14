import { lazy, startTransition, Suspense, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/shell/preloadable.tsx';

/*
 * In Chromium, with React's own scheduling. What a plan clicked before its flow was fetched met with React.lazy: the
 * chunks came, but the step was shown only by a retry render, which React held back for up to 300 ms after the
 * last fallback while another part of the page still waited, rendering it again each time a chunk came meanwhile.
 */

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

function heldChunk<T>(component: T) {
  let arrive!: () => void;
  const arrived = new Promise<{ default: T }>((resolve) => {
    arrive = () => resolve({ default: component });
  });
  return { load: () => arrived, arrive };
}

describe('a lazy chunk that arrives', () => {
  it('is on screen before the next task, while another part of the page still waits for its own', async () => {
    // a part that never arrives: its boundary shows a fallback the whole time
    const Waiting = lazy(() => new Promise<never>(() => undefined));
    const held = heldChunk(Greeting);
    const greeting = preloadable(held.load);
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    flushSync(() =>
      root!.render(
        <>
          <Suspense fallback={<p>wartet</p>}>
            <Waiting />
          </Suspense>
          <greeting.Component name="Zoë" fallback={<p>lädt</p>} />
        </>,
      ),
    );
    expect(host.textContent).toContain('lädt');

    held.arrive();
    // microtasks only: a render React schedules as a task of its own (a retry) cannot pass this
    for (let turn = 0; turn < 20 && !host.textContent?.includes('Hallo'); turn += 1) await Promise.resolve();

    expect(host.textContent).toContain('Hallo Zoë');
    expect(host.textContent).toContain('wartet');
  });

  it('stays mounted through the renders after it', async () => {
    const life: string[] = [];
    const Mounted = ({ name }: { name: string }) => {
      useEffect(() => {
        life.push('mounted');
        return () => void life.push('unmounted');
      }, []);
      return <p>Hallo {name}</p>;
    };
    const greeting = preloadable(() => new Promise<{ default: typeof Mounted }>((resolve) => setTimeout(() => resolve({ default: Mounted }))));
    const page = (name: string | null) => (
      <>
        <h1>Tarife</h1>
        {name ? <greeting.Component name={name} fallback={<p>lädt</p>} /> : null}
      </>
    );
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    flushSync(() => root!.render(page(null)));
    startTransition(() => root!.render(page('Zoë')));
    await until(() => life.includes('mounted'));

    flushSync(() => root!.render(page('Zoé')));

    expect(host.textContent).toContain('Hallo Zoé');
    expect(life).toEqual(['mounted']);
  });
});
