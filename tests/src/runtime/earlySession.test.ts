import { describe, expect, it, vi } from 'vitest';
import { earlySession } from '../../../src/runtime/earlySession.ts';

const anonymous = { isAuthenticated: false } as never;

/** An api whose calls stay under way until answered, each with the signal it was given. */
function pendingApi() {
  const calls: Array<{ method: 'checkSession' | 'authenticateWithToken'; token?: string; signal: AbortSignal }> = [];
  const under = (method: 'checkSession' | 'authenticateWithToken', token?: string) => (signal: AbortSignal) => {
    calls.push({ method, ...(token ? { token } : {}), signal });
    return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
  };
  return {
    calls,
    api: {
      checkSession: vi.fn(({ signal }: { signal?: AbortSignal } = {}) => under('checkSession')(signal!)),
      authenticateWithToken: vi.fn((token: string, { signal }: { signal?: AbortSignal } = {}) => under('authenticateWithToken', token)(signal!)),
    },
  };
}

describe('earlySession: the session checked as the element connects', () => {
  it('sends the session check at once, with the token when there is one', () => {
    const withoutToken = pendingApi();
    earlySession(withoutToken.api, null);
    expect(withoutToken.calls.map((call) => call.method)).toEqual(['checkSession']);
    const withToken = pendingApi();
    earlySession(withToken.api, 'demo-partner');
    expect(withToken.calls).toEqual([{ method: 'authenticateWithToken', token: 'demo-partner', signal: expect.any(AbortSignal) }]);
  });

  it("gives the machine's first ask with the same token that call's answer, without a second call", async () => {
    const checkSession = vi.fn(() => Promise.resolve(anonymous));
    const session = earlySession({ checkSession, authenticateWithToken: vi.fn() }, null);
    await expect(session.take(null, new AbortController().signal)).resolves.toBe(anonymous);
    expect(checkSession).toHaveBeenCalledTimes(1);
  });

  it('gives it once: a retry after a failed start-up asks again', () => {
    const session = earlySession({ checkSession: () => Promise.resolve(anonymous), authenticateWithToken: vi.fn() }, null);
    expect(session.take(null, new AbortController().signal)).toBeDefined();
    expect(session.take(null, new AbortController().signal)).toBeUndefined();
  });

  it('aborts the early call and gives nothing when the machine asks with another token', () => {
    const { api, calls } = pendingApi();
    const session = earlySession(api, null);
    expect(session.take('demo-partner', new AbortController().signal)).toBeUndefined();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it("is aborted with the machine's request once taken (the machine left the state), and not before", () => {
    const { api, calls } = pendingApi();
    const session = earlySession(api, 'demo-partner');
    const machine = new AbortController();
    const taken = session.take('demo-partner', machine.signal);
    taken?.catch(() => undefined);
    session.stop();
    expect(calls[0]!.signal.aborted).toBe(false);
    machine.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('aborts an untaken call when the element leaves the page, and has nothing to give after', () => {
    const { api, calls } = pendingApi();
    const session = earlySession(api, null);
    session.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(session.take(null, new AbortController().signal)).toBeUndefined();
  });

  it('leaves no unhandled rejection when nobody takes a failed call', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    earlySession({ checkSession: () => Promise.reject(new Error('offline')), authenticateWithToken: vi.fn() }, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
