import type { OrderActor, OrderEvent } from '../../machines/order.machine.ts';
import { afterNextFrame } from '../ui/internal/afterNextFrame.ts';

export type FieldChanged = Extract<OrderEvent, { type: 'field.changed' }>;

/**
 * The screens' way to the root machine (issue 24): a keystroke's `field.changed` reaches the machine in a task
 * after the next frame, so the frame that shows the character has only the field's own render in it (the field
 * shows what was typed at once, `useTypedValue`), not the machine's transition and every mounted screen's
 * selectors. Any other event sends what was typed first, so a click on "next" or a blur sees every character.
 */
export interface TypedChanges {
  /** a keystroke's change; consecutive changes of one field in a frame go as one */
  typed(event: FieldChanged): void;
  /** any other event (a choice, a click, a blur): what was typed goes first, in order */
  send(event: OrderEvent): void;
  /** sends what was typed now (the page is hidden or left, the screens unmount) */
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
    send(event) {
      if (waiting.length > 0) flush();
      actor.send(event);
    },
    flush,
  };
}
