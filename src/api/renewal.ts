import { ApiError, type ApiCallName } from './errors.ts';
import type { SessionKeeper } from './httpOptions.ts';

/*
 * A call answered 401 in a new session (DESIGN.md, "Sessions, refusals and time limits"): loaded by ./http.ts when
 * the first 401 comes, never with the first screen (DESIGN.md, "The first screen": only a failure needs it).
 */

/** The renewal under way, one per client: every call that found the session ended meanwhile waits for it. */
export interface Renewals {
  pending?: Promise<{ restored: Promise<void> }> | undefined;
}

/**
 * One new session for every call that found the session ended meanwhile: made once, the element told once, and every
 * such call repeated (`again`) after the element restored the order saved so far in it (`restored`), never beside
 * it. A call refused again (or no new session) has a session ended.
 */
export async function inNewSession<T>(call: ApiCallName, session: SessionKeeper, renewals: Renewals, again: () => Promise<T>): Promise<T> {
  let renewal: { restored: Promise<void> };
  try {
    // kept until the restore settles: a call of the ended session answered 401 meanwhile waits for this one
    const done = () => (renewals.pending = undefined);
    renewals.pending ??= session.renew().then(
      (auth) => {
        const restored = Promise.resolve(session.renewed?.(auth));
        restored.then(done, done);
        return { restored };
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    renewal = await renewals.pending;
  } catch (error) {
    // no answer, or the server's own trouble: not a refusal, the call's failure is that
    if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) throw asCallsError(call, error);
    session.ended?.();
    throw sessionEnded(call, error);
  }
  try {
    await renewal.restored;
  } catch (error) {
    // the new session ended too while the order was saved in it: the call's session has ended
    if ((error as { sessionEnded?: boolean }).sessionEnded) throw sessionEnded(call, error);
    throw new ApiError({ call, code: 'ERR_BAD_RESPONSE', message: `${call} failed: the new session could not take over the order saved so far`, cause: error });
  }
  try {
    return await again();
  } catch (error) {
    if ((error as ApiError).status !== 401) throw error;
    session.ended?.();
    throw sessionEnded(call, error);
  }
}

function sessionEnded(call: ApiCallName, cause: unknown): ApiError {
  return new ApiError({ call, code: 'ERR_SESSION_ENDED', status: 401, message: `${call} failed: the session has ended`, cause });
}

/** The re-authentication's failure, as the failure of the call that needed it. */
function asCallsError(call: ApiCallName, error: unknown): ApiError {
  if (!(error instanceof ApiError)) return new ApiError({ call, code: 'ERR_NETWORK', message: `${call} failed: network error`, cause: error });
  return new ApiError({ call, code: error.code, message: `${call} failed: ${error.code} while re-authenticating`, ...(error.status === undefined ? {} : { status: error.status }), cause: error });
}
