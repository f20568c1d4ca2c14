import { afterNextFrame } from '../ui/internal/afterNextFrame.ts';

/** How long a page that paints no frame (a background tab, where frames stop) keeps the form waiting. */
const withoutFrameMs = 100;

/** Runs `work` once: in a task after the next frame is painted, or after `withoutFrameMs` when no frame comes; returns a cancel. */
export function afterFirstPaint(work: () => void): () => void {
  const cancel = () => {
    cancelFrame();
    clearTimeout(fallback);
  };
  const run = () => {
    cancel();
    work();
  };
  const cancelFrame = afterNextFrame(run);
  const fallback = setTimeout(run, withoutFrameMs);
  return cancel;
}
