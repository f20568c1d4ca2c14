import { useEffect, useState } from 'react';
import { createActor, type Actor, type AnyActorLogic, type InputFrom } from 'xstate';

/**
 * A child machine's actor for a lazy chunk's screen: created once (with its input, read when it is created),
 * started while the screen is mounted. Not @xstate/react's useActorRef, whose extra modules (shared with the
 * first screen's) made the bundler split the first screen into several files.
 */
export function useChildActor<Logic extends AnyActorLogic>(logic: Logic, input?: () => InputFrom<Logic>): Actor<Logic> {
  const [actor] = useState(() => (input ? createActor(logic, { input: input() }) : createActor(logic)));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return actor;
}
