/**
 * A signal that aborts when either of two does (the caller's and the call's time limit). `AbortSignal.any` where
 * the browser has it; Safari before 17.4 and Firefox before 124 do not, and the element still runs there
 * (DESIGN.md, "Engine differences the code handles"), so the two are wired by hand. The hand-made one keeps its listeners until
 * the call is settled: `release` removes them.
 */
export function eitherSignal(first: AbortSignal, second: AbortSignal): { signal: AbortSignal; release: () => void } {
  if (typeof AbortSignal.any === 'function') return { signal: AbortSignal.any([first, second]), release: () => undefined };
  const either = new AbortController();
  const sources = [first, second];
  const abort = (event: Event) => either.abort((event.target as AbortSignal).reason);
  const release = () => sources.forEach((source) => source.removeEventListener('abort', abort));
  const aborted = sources.find((source) => source.aborted);
  if (aborted) either.abort(aborted.reason);
  else sources.forEach((source) => source.addEventListener('abort', abort, { once: true }));
  return { signal: either.signal, release };
}
