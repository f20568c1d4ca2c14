import { startTransition, Suspense, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../src/shell/preloadable.tsx';

/*
 * In Chromium, with React's own scheduling: a chunk that arrives while React waits in a render is committed by
 * rendering the lazy part again, not the wrapper around it (what the plan flow met when its chunk came during the
 * render of a plan route: the next render of the wrapper mounted the plan flow anew, and the open address check
 * started empty).
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

describe('a lazy chunk that arrives during a render', () => {
  it('stays mounted through the renders after it', async () => {
    const life: string[] = [];
    const Greeting = ({ name }: { name: string }) => {
      useEffect(() => {
        life.push('mounted');
        return () => void life.push('unmounted');
      }, []);
      return <p>Hallo {name}</p>;
    };
    const greeting = preloadable(() => new Promise<{ default: typeof Greeting }>((resolve) => setTimeout(() => resolve({ default: Greeting }))));
    const page = (name: string | null) => (
      <Suspense fallback={<p>lädt</p>}>
        <h1>Tarife</h1>
        {name ? <greeting.Component name={name} /> : null}
      </Suspense>
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
