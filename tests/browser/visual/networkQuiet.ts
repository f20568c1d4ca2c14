/**
 * The page's requests as the engine sees them (lazy chunks too, which the page itself cannot watch): quiet once
 * nothing started or ended for `quietMs` and every request still open has been open for `heldMs` or more. A request
 * open that long is one the story holds on purpose (a demo API fault with a delay of seconds keeps its loading
 * state): waiting for it would change the picture the story is about.
 */
export interface RequestWatch {
  started(request: object): void;
  ended(request: object): void;
  quiet(): Promise<void>;
}

export const heldMs = 1_500;
const quietMs = 300;
const limitMs = 10_000;

export function watchRequests(now: () => number = () => performance.now()): RequestWatch {
  const open = new Map<object, number>();
  let lastActivity = now();
  return {
    started(request) {
      open.set(request, now());
      lastActivity = now();
    },
    ended(request) {
      open.delete(request);
      lastActivity = now();
    },
    async quiet() {
      const deadline = now() + limitMs;
      while (now() < deadline) {
        const young = [...open.values()].some((since) => now() - since < heldMs);
        if (!young && now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
