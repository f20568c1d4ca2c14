import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepName } from '../../machines/routes.ts';

interface StepModule {
  default: ComponentType;
}

/**
 * The step registry's React half (DESIGN.md, "Steps"; the logic half is machines/steps.ts): each step's screen
 * is a chunk of its own, loaded when the step is first shown or warmed before (src/steps/warm.ts).
 */
const stepModules: Record<StepName, () => Promise<StepModule>> = {
  product: () => import('./product/ProductStep.tsx'),
  activation: () => import('./activation/ActivationStep.tsx'),
  customer: () => import('./customer/CustomerStep.tsx'),
  account: () => import('./account/AccountStep.tsx'),
  confirm: () => import('./confirm/ConfirmStep.tsx'),
};

const screens = new Map<StepName, LazyExoticComponent<ComponentType>>();

/** The step's screen as a lazy component (one per step, so React keeps it once loaded). */
export function stepScreen(step: StepName): LazyExoticComponent<ComponentType> {
  let screen = screens.get(step);
  if (!screen) {
    screen = lazy(stepModules[step]);
    screens.set(step, screen);
  }
  return screen;
}

/**
 * After a failed load: React.lazy keeps the rejected promise, so the next attempt needs a new lazy component
 * (the browser does not cache a failed module fetch).
 */
export function forgetStepScreen(step: StepName): void {
  screens.delete(step);
}

/** Fetches a step's chunk in the background; a failure is left to the load that shows the step. */
export function preloadStep(step: StepName): void {
  stepModules[step]().catch(() => undefined);
}
