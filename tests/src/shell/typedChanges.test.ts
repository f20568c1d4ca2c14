import { describe, expect, it } from 'vitest';
import type { OrderActor, OrderEvent } from '../../../machines/order.machine.ts';
import { typedChanges, type FieldChanged } from '../../../src/shell/typedChanges.ts';

/** An actor that records what it was sent; `stopped` makes it a removed form's. */
function recordingActor(status: 'active' | 'stopped' = 'active') {
  const sent: OrderEvent[] = [];
  const actor = { send: (event: OrderEvent) => sent.push(event), getSnapshot: () => ({ status }) } as unknown as OrderActor;
  return { actor, sent };
}

/** A frame the test lets pass. */
function manualFrame() {
  const queued: Array<() => void> = [];
  return {
    schedule: (work: () => void) => {
      queued.push(work);
      return () => queued.splice(queued.indexOf(work), 1);
    },
    pass: () => queued.splice(0).forEach((work) => work()),
    get waiting() {
      return queued.length;
    },
  };
}

const typedAt = (path: string, value: string): FieldChanged => ({ type: 'field.changed', section: 'customer', path, value });

describe('typed changes (issue 24: a keystroke reaches the root machine after its frame)', () => {
  it('sends what was typed after the frame, one change per field for keys typed within it', () => {
    const { actor, sent } = recordingActor();
    const frame = manualFrame();
    const changes = typedChanges(actor, frame.schedule);
    changes.typed(typedAt('lastName', 'S'));
    changes.typed(typedAt('lastName', 'Sc'));
    expect(sent).toEqual([]);
    expect(frame.waiting).toBe(1);
    frame.pass();
    expect(sent).toEqual([typedAt('lastName', 'Sc')]);
  });

  it('sends nothing to a form that was stopped (the element was removed)', () => {
    const { actor, sent } = recordingActor('stopped');
    const changes = typedChanges(actor, manualFrame().schedule);
    changes.typed(typedAt('email', 'a@'));
    changes.flush();
    expect(sent).toEqual([]);
  });
});
