import type { OrderActor, OrderEvent } from '../../machines/order.machine.ts';
import { afterNextFrame } from '../ui/internal/afterNextFrame.ts';
import { unsentTyping, useOrderActor } from './OrderFormContext.tsx';

export type FieldChanged = Extract<OrderEvent, { type: 'field.changed' }>;

/**
 * A step's way to the root machine for keystrokes (issue 24): a keystroke's `field.changed` reaches the machine in
 * a task after the next frame, so the frame that shows the character has only the field's own render in it (the
 * field shows what was typed at once, `useTypedValue`), not the machine's transition and every mounted screen's
 * selectors. Any other event sends what was typed first (`useOrderSend`), so a click on "next" or a blur sees
 * every character.
 */
export interface TypedChanges {
  /** a keystroke's change; consecutive changes of one field in a frame go as one */
  typed(event: FieldChanged): void;
  /** sends what was typed now (before any other event, and when the page is hidden or left) */
  flush(): void;
}

export function typedChanges(actor: OrderActor, schedule: (work: () => void) => () => void = afterNextFrame): TypedChanges {
  const waiting: FieldChanged[] = [];
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel?.();
    cancel = null;
    const events = waiting.splice(0);
    // a stopped form (the element was removed) takes nothing more
    if (actor.getSnapshot().status !== 'active') return;
    for (const event of events) actor.send(event);
  };
  return {
    typed(event) {
      const last = waiting.at(-1);
      if (last && last.section === event.section && last.path === event.path) waiting[waiting.length - 1] = event;
      else waiting.push(event);
      cancel ??= schedule(flush);
    },
    flush,
  };
}

const queues = new WeakMap<OrderActor, TypedChanges>();

/**
 * The element's queue, made when its first field is typed into: registered for `useOrderSend`, and sent before the
 * page is hidden or left, ahead of the storage's own write (a capturing listener on the target runs first). Its
 * listeners go when the form stops (the element was removed).
 */
function queueOf(actor: OrderActor): TypedChanges {
  const made = queues.get(actor);
  if (made) return made;
  const changes = typedChanges(actor);
  const { flush } = changes;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  queues.set(actor, changes);
  unsentTyping.set(actor, flush);
  // a form already stopped would never take its listeners away again; a server render has no page to leave
  if (actor.getSnapshot().status !== 'active' || typeof window === 'undefined') return changes;
  window.addEventListener('pagehide', flush, { capture: true });
  document.addEventListener('visibilitychange', onHidden, { capture: true });
  actor.subscribe({
    complete: () => {
      window.removeEventListener('pagehide', flush, { capture: true });
      document.removeEventListener('visibilitychange', onHidden, { capture: true });
    },
  });
  return changes;
}

/** A keystroke's `field.changed`: it reaches the root machine after the frame that shows it. */
export function useOrderTyping(): (event: FieldChanged) => void {
  return queueOf(useOrderActor()).typed;
}
