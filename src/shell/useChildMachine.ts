import { useEffect, useRef, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type EmittedFrom, type InputFrom, type OutputFrom, type Snapshot } from 'xstate';
import type { OrderEvent, OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { useOrderRuntime, useOrderSend } from './OrderFormContext.tsx';

/** What a child's report becomes: a root event, several, or none (a report only the screen acts on, by focusing a field). */
export type Forwarded = OrderEvent | readonly OrderEvent[] | void;

/** The emitted events of the child that are root events as they are. */
type RootEventType<Logic extends AnyActorLogic> = Extract<EmittedFrom<Logic>, OrderEvent>['type'];

/** Per emitted event type, the root event(s) it becomes, read from the event and the root's snapshot at that moment. */
export type ForwardMap<Logic extends AnyActorLogic> = {
  [Type in EmittedFrom<Logic>['type']]?: (event: Extract<EmittedFrom<Logic>, { type: Type }>, root: OrderSnapshot) => Forwarded;
};

export interface ChildMachineOptions<Logic extends AnyActorLogic> {
  /** read once, when the actor is made (as useState's initial value) */
  input?: InputFrom<Logic>;
  /** the emitted events sent to the root as they are (a list of types), or what each becomes (a map) */
  forward?: readonly RootEventType<Logic>[] | ForwardMap<Logic>;
  /** the root event(s) the child's output becomes when it reaches its final state */
  done?: (output: OutputFrom<Logic>, root: OrderSnapshot) => Forwarded;
}

/**
 * The one way a screen runs a child machine (DESIGN.md, "Child machines"): the actor is made once, started while
 * the screen is mounted and stopped when it goes (a pending request's signal aborts it); its reports reach the root
 * actor as root events. The screen reads the child with `useSelector(actor, ...)`, one narrow value each, and names
 * its logic: the machine with its real actors, made from the element's runtime in `src/runtime/actors/` (the screen
 * never wires a service). `makeLogic` is called once, with the actor, since `provide` builds a whole machine again
 * (a render of a step, a keystroke, must not); again only for a screen mounted anew after its actor was stopped.
 *
 * Made with xstate's createActor rather than @xstate/react's useActorRef, whose extra modules (shared with the
 * first screen's) made the bundler split the first screen into several files. The forward map and `done` are read
 * when a report arrives, so they may be fresh closures on every render.
 */
export function useChildMachine<Logic extends AnyActorLogic>(makeLogic: (runtime: OrderRuntime) => Logic, options: ChildMachineOptions<Logic> = {}): Actor<Logic> {
  const runtime = useOrderRuntime();
  const root = runtime.actor;
  // the root's send after what was typed (a report must not overtake a keystroke)
  const sendToRoot = useOrderSend();
  const make = () => createActor(makeLogic(runtime), (options.input === undefined ? {} : { input: options.input }) as ActorOptions<Logic>);
  const [actor, setActor] = useState(make);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    // Mounted again after its cleanup stopped the actor (React's StrictMode does it once, an <Activity> shown again
    // does it too): a stopped actor never starts again, so the screen gets a new one, started by this effect's next run.
    if ((actor.getSnapshot() as Snapshot<unknown>).status === 'stopped') {
      setActor(make());
      return;
    }
    const send = (forwarded: Forwarded) => {
      if (!forwarded) return;
      for (const event of Array.isArray(forwarded) ? forwarded : [forwarded as OrderEvent]) sendToRoot(event);
    };
    // Listening before the start: a report made while starting reaches the root too.
    const reports = actor.on('*', (event: EmittedFrom<Logic>) => {
      const { forward } = latest.current;
      if (!forward) return;
      if (Array.isArray(forward)) {
        if ((forward as readonly string[]).includes(event.type)) send(event as OrderEvent);
        return;
      }
      const map = forward as Record<string, ((event: EmittedFrom<Logic>, root: OrderSnapshot) => Forwarded) | undefined>;
      send(map[event.type]?.(event, root.getSnapshot()));
    });
    const ending = actor.subscribe((snapshot) => {
      const { status, output } = snapshot as Snapshot<OutputFrom<Logic>>;
      if (status === 'done') send(latest.current.done?.(output as OutputFrom<Logic>, root.getSnapshot()));
    });
    actor.start();
    return () => {
      reports.unsubscribe();
      ending.unsubscribe();
      actor.stop();
    };
  }, [actor, root, sendToRoot]);
  return actor;
}
