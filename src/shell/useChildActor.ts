import { useEffect, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';

/**
 * A child machine's actor for a lazy chunk's screen: created once, started while the screen is mounted. Not
 * @xstate/react's useActorRef, whose extra modules (shared with the first screen's) made the bundler split the
 * first screen into several files.
 */
export function useChildActor<Logic extends AnyActorLogic>(logic: Logic, options?: ActorOptions<Logic>): Actor<Logic> {
  const [actor] = useState(() => createActor(logic, options));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return actor;
}
