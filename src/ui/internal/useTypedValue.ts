import { useEffect, useRef, useState } from 'react';
import { afterNextFrame } from './afterNextFrame.ts';

interface Typed {
  text: string;
  /** the owner's value it was typed over */
  over: string;
}

/**
 * The text a controlled input shows: what was just typed, until its owner's value moves on. An owner may take a
 * keystroke a frame later (the order form's root machine does, issue 24); without this the input would show the
 * old value for that frame and lose the caret. An owner that takes the change at once moves its value in the same
 * render, so nothing changes for it; one that refuses it (a digits-only field) shows its own value again after the
 * frame. Call `typed` after the owner's `onChange`, so the owner's frame-later work is queued first. A field that
 * goes (its step left, the element removed) leaves no frame or timer behind.
 */
export function useTypedValue(value: string): { shown: string; typed(text: string): void } {
  const [typed, setTyped] = useState<Typed | null>(null);
  const cancelPending = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelPending.current?.(), []);
  // the owner's value moved on (it took the change, or something else set it): it is shown again
  if (typed !== null && typed.over !== value) setTyped(null);
  return {
    shown: typed !== null && typed.over === value ? typed.text : value,
    typed(text) {
      const next = { text, over: value };
      setTyped(next);
      // a later keystroke's frame replaces this one's, which would find its text typed over anyway
      cancelPending.current?.();
      cancelPending.current = afterNextFrame(() => {
        cancelPending.current = null;
        setTyped((current) => (current === next ? null : current));
      });
    },
  };
}
