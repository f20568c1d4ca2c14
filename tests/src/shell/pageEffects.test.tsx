import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachPageEffects } from '../../../src/adapters/pageEffects.ts';
import { startShell } from './support.tsx';

afterEach(() => {
  document.title = '';
});

describe('page effects (history mode): the title', () => {
  it("follows the route and the language, and is not made again for a change of neither (a keystroke's)", async () => {
    const { runtime, actor } = startShell('/');
    const detach = attachPageEffects(actor, runtime.i18n, window);
    await waitFor(() => expect(document.title).toMatch(/^Tarife/));
    // a change that is neither the route nor the plan nor the texts: no title is made
    const lookups = vi.spyOn(runtime.i18n, 't');
    actor.send({ type: 'quoteForm.changed', values: { firstName: 'Anna' } });
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    actor.send({ type: 'language.changed', language: 'en' });
    await waitFor(() => expect(document.title).toMatch(/^Plans/));
    detach();
    runtime.stop();
  });
});

describe('page effects (history mode): the scroll to the top', () => {
  it('scrolls in the frame that shows the new page, not in the move itself, and not at all once detached', async () => {
    const { runtime, actor } = startShell('/');
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const detach = attachPageEffects(actor, runtime.i18n, window);
    await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'route.requested', route: { name: 'notFound', path: '/nowhere/' } });
    expect(scrolled).not.toHaveBeenCalled();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });

    scrolled.mockClear();
    actor.send({ type: 'route.requested', route: { name: 'plans' } });
    detach();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
    runtime.stop();
  });
});
