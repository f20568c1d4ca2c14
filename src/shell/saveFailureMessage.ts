import type { Failure } from '../../machines/failure.ts';
import { isContentRefused } from '../../machines/failure.ts';

export type SaveFailureMessage = 'save.refused' | 'save.timeout' | 'save.busy' | 'save.serverError' | 'save.offline' | 'save.unreachable' | 'error.stepSave';

/**
 * What a failed `PUT order` tells the visitor (DESIGN.md, "Sessions, refusals and time limits"): the content refused
 * (400, 409, 422) reset the order process, and says so; every other failure kept the step and everything in it, and
 * says what happened. A session that ended is told by the shell's own notice (`null` here while it shows).
 * No answer is "no connection" only while the browser says it is offline (the `ready.connection` region): then the
 * save goes by itself when the connection is back. Online, the server could not be reached, and the visitor tries
 * again.
 */
export function saveFailureMessage(failure: Failure, sessionEnded: boolean, offline: boolean): SaveFailureMessage | null {
  if (isContentRefused(failure)) return 'save.refused';
  if (failure.code === 'ERR_SESSION_ENDED') return sessionEnded ? null : 'error.stepSave';
  if (failure.code === 'ERR_TIMEOUT' || failure.status === 408) return 'save.timeout';
  if (failure.code === 'ERR_NETWORK') return offline ? 'save.offline' : 'save.unreachable';
  if (failure.status === 429) return 'save.busy';
  if (failure.status !== undefined && failure.status >= 500) return 'save.serverError';
  return 'error.stepSave';
}
