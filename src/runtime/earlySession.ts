import type { ApiClient } from '../api/client.ts';

type Session = Awaited<ReturnType<ApiClient['checkSession']>>;

/**
 * The start-up's first call (spec section 2: the session, checked with the hash's or the stored token), sent the
 * moment the element connects, before the root machine and the i18next instance are built: its round trip then runs
 * beside that work instead of after it, and the second wave (plan classes, translations) leaves sooner. The
 * machine's `authenticate` takes the answer when it asks with the same token; with another token (none is foreseen,
 * the machine reads the same two places) the early call is aborted and the machine asks again. One use: a retry
 * after a failed start-up calls again.
 */
export interface EarlySession {
  /** the early call, if it was made with this token and not taken yet; the machine's `signal` aborts it from now on */
  take(token: string | null, signal: AbortSignal): Promise<Session> | undefined;
  /** the element left the page: an early call nobody took is aborted */
  stop(): void;
}

export function earlySession(api: Pick<ApiClient, 'authenticateWithToken' | 'checkSession'>, token: string | null): EarlySession {
  const controller = new AbortController();
  let call: Promise<Session> | undefined = token
    ? api.authenticateWithToken(token, { signal: controller.signal })
    : api.checkSession({ signal: controller.signal });
  // the machine that takes it handles its failure; a call nobody takes has nobody to tell
  call.catch(() => undefined);
  return {
    take(asked, signal) {
      const pending = asked === token ? call : undefined;
      call = undefined;
      // not given: nobody will read it (a call given before has ended or was aborted with its machine's request)
      if (!pending) controller.abort();
      else signal.addEventListener('abort', () => controller.abort());
      return pending;
    },
    stop() {
      if (call) controller.abort();
      call = undefined;
    },
  };
}
