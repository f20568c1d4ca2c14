import { createContext, useContext, type ComponentType } from 'react';
import type { StepName } from '../../../machines/steps.ts';
import type { WithFallback } from '../preloadable.tsx';

/**
 * The steps' screens as the shell asks for them: the registry of src/steps/registry.ts (each screen a lazy chunk),
 * handed to the shell by the element's App (`<OrderFormProvider steps>`), since the steps sit above the shell and
 * build on it.
 */
export interface StepScreens {
  /** The step's screen: rendered at once when its chunk was fetched before, else its `fallback` until it is. */
  stepScreen(step: StepName): ComponentType<WithFallback<object>>;
  /** After a failed load: the next attempt starts from a fresh chunk entry (the failed one keeps its error). */
  forgetStepScreen(step: StepName): void;
  /** Fetches a step's chunk in the background; a failure is left to the load that shows the step. */
  preloadStep(step: StepName): void;
}

export const StepScreensContext = createContext<StepScreens | undefined>(undefined);

export function useStepScreens(): StepScreens {
  const screens = useContext(StepScreensContext);
  if (!screens) throw new Error('No steps given to <OrderFormProvider steps>');
  return screens;
}
