import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/shell/preloadable.tsx';

const chunk = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hallo {name}</p> });

describe('a lazy chunk that can be fetched before it is shown', () => {
  it('renders at once, without its fallback, when it was preloaded', async () => {
    const greeting = preloadable(chunk);
    await greeting.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <greeting.Component name="Zoë" />
      </Suspense>,
    );
    expect(screen.getByText('Hallo Zoë')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).toBeNull();
  });

  it('shows the fallback until a chunk that was not preloaded arrives', async () => {
    const greeting = preloadable(chunk);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <greeting.Component name="Zoë" />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Zoë')).toBeInTheDocument();
  });

  it('fetches once however often it is preloaded, and may try again after a failed fetch', async () => {
    let fetches = 0;
    let fail = true;
    const greeting = preloadable(() => {
      fetches += 1;
      return fail ? Promise.reject<Awaited<ReturnType<typeof chunk>>>(new Error('offline')) : chunk();
    });
    await expect(greeting.preload()).rejects.toThrow('offline');
    fail = false;
    await act(() => Promise.all([greeting.preload(), greeting.preload()]));
    expect(fetches).toBe(2);
  });
});
