import { describe, expect, it } from 'vitest';
import { heldMs, watchRequests } from './networkQuiet.ts';

describe("the wait for a story's requests (tests/browser/visual/networkQuiet.ts)", () => {
  it('is quiet at once when nothing happened for a while', async () => {
    let now = 10_000;
    const watch = watchRequests(() => now);
    now += 1_000;
    await watch.quiet();
  });

  it('waits for a young request to end, and then for the quiet after it', async () => {
    let now = 0;
    const watch = watchRequests(() => now);
    const chunk = {};
    watch.started(chunk);
    let done = false;
    const quiet = watch.quiet().then(() => (done = true));
    now = 200;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(done).toBe(false);
    watch.ended(chunk);
    now = 400;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(done).toBe(false);
    now = 800;
    await quiet;
  });

  it('does not wait for a request the story holds on purpose (open for longer than heldMs)', async () => {
    let now = 0;
    const watch = watchRequests(() => now);
    watch.started({});
    now = heldMs + 1;
    await watch.quiet();
  });
});
