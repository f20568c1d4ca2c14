import { describe, expect, it, vi } from 'vitest';
import { loadedOnce } from '../../../src/api/loadedOnce.ts';
import { settlesInThisTask } from '../../setup/settlesInThisTask.ts';

/** A load that answers a task later, as an `import()` does in the browser even for a module already there. */
const aTaskLater = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

describe('loadedOnce', () => {
  it('loads on the first call and answers later calls in the caller task, with the same module', async () => {
    const module = { saveOrder: () => 'saved' };
    const load = vi.fn(() => aTaskLater(module));
    const calls = loadedOnce(load);

    expect(await calls()).toBe(module);
    const again = calls();

    expect(await settlesInThisTask(again)).toBe(true);
    expect(await again).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one module between calls made while it loads', async () => {
    const module = { loadOrder: () => 'loaded' };
    const load = vi.fn(() => aTaskLater(module));
    const calls = loadedOnce(load);

    const [first, second] = await Promise.all([calls(), calls()]);

    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await settlesInThisTask(calls())).toBe(true);
  });

  it('tries a failed load again on the next call', async () => {
    const module = { submitOrder: () => 'sent' };
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const calls = loadedOnce(load);

    await expect(calls()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await calls()).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
