import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../src/shell/preloadable.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;
const chunk = () => Promise.resolve({ default: Greeting });

/** A chunk whose arrival the test decides. */
function heldChunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const arrived = new Promise<{ default: typeof Greeting }>((resolve, reject) => {
    arrive = () => resolve({ default: Greeting });
    fail = reject;
  });
  return { load: () => arrived, arrive, fail };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('a lazy chunk that can be fetched before it is shown', () => {
  it('renders at once, without its fallback, when it was preloaded', async () => {
    const greeting = preloadable(chunk);
    await greeting.preload();
    render(<greeting.Component name="Zoë" fallback={<p>lädt</p>} />);
    expect(screen.getByText('Hallo Zoë')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).toBeNull();
  });

  it('shows its fallback while a chunk that was not preloaded is fetched, then the chunk', async () => {
    const held = heldChunk();
    const greeting = preloadable(held.load);
    render(<greeting.Component name="Zoë" fallback={<p>lädt</p>} />);
    expect(screen.getByText('lädt')).toBeInTheDocument();
    await act(async () => held.arrive());
    expect(screen.getByText('Hallo Zoë')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).toBeNull();
  });

  it('renders every waiting place once the chunk arrives, however it was asked for', async () => {
    const held = heldChunk();
    const greeting = preloadable(held.load);
    render(
      <>
        <greeting.Component name="Zoë" />
        <greeting.Component name="Jan" />
      </>,
    );
    void greeting.preload();
    await act(async () => held.arrive());
    expect(screen.getByText('Hallo Zoë')).toBeInTheDocument();
    expect(screen.getByText('Hallo Jan')).toBeInTheDocument();
  });

  it('throws a failed fetch to the nearest error boundary', async () => {
    // React reports the error it hands to the boundary
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = heldChunk();
    const greeting = preloadable(held.load);
    render(
      <Boundary>
        <greeting.Component name="Zoë" fallback={<p>lädt</p>} />
      </Boundary>,
    );
    await act(async () => held.fail(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
    reported.mockRestore();
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
    render(<greeting.Component name="Zoë" />);
    expect(screen.getByText('Hallo Zoë')).toBeInTheDocument();
  });
});
