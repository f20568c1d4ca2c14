import type { ComponentType } from 'react';
import type { StepName } from '../../machines/steps.ts';
import { preloadable, type Preloadable, type WithFallback } from '../shell/preloadable.tsx';
import type { StepScreens } from '../shell/steps/stepScreens.ts';

interface StepModule {
  default: ComponentType;
}

/**
 * The registry of the steps' screens (DESIGN.md, "Steps"): each step's screen is a chunk of its own, loaded when the
 * step is first shown or fetched before (src/shell/warm.ts). The element's App hands it to the shell (`stepScreens`
 * below), which sits under the steps. The steps' order and which of them a plan has are machines/steps.ts; whether a
 * step is valid, machines/stepValidity.ts.
 */
const stepModules: Record<StepName, () => Promise<StepModule>> = {
  product: () => import('./product/ProductStep.tsx'),
  activation: () => import('./activation/ActivationStep.tsx'),
  customer: () => import('./customer/CustomerStep.tsx'),
  account: () => import('./account/AccountStep.tsx'),
  confirm: () => import('./confirm/ConfirmStep.tsx'),
};

const screens = new Map<StepName, Preloadable<object>>();

function entry(step: StepName): Preloadable<object> {
  let screen = screens.get(step);
  if (!screen) {
    screen = preloadable(stepModules[step], `step:${step}`);
    screens.set(step, screen);
  }
  return screen;
}

/** The step's screen: rendered at once when its chunk was fetched before, else its `fallback` until it is. */
export function stepScreen(step: StepName): ComponentType<WithFallback<object>> {
  return entry(step).Component;
}

/** After a failed load: the next attempt starts from a fresh chunk entry (the failed one keeps its error). */
export function forgetStepScreen(step: StepName): void {
  screens.delete(step);
}

/** Fetches a step's chunk in the background; a failure is left to the load that shows the step. */
export function preloadStep(step: StepName): void {
  entry(step)
    .preload()
    .catch(() => undefined);
}

/** The registry as the element's App hands it to the shell (src/shell/steps/stepScreens.ts). */
export const stepScreens: StepScreens = { stepScreen, forgetStepScreen, preloadStep };
