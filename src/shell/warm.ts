import { callModules } from '../api/client.ts';
import { loadStepRules } from '../../machines/stepRulesChunk.ts';
import { cartPanel, headerPhone, planFlow } from './chunks.ts';
import type { StepScreens } from './steps/stepScreens.ts';

/**
 * What opening a plan needs, fetched in the background while the visitor looks at the plan list (a plan under
 * the pointer or focus, or every plan when the browser is idle): the plan call, the step rules and the first
 * steps' screens. Opening the plan then shows no loading skeleton. In the build the plan call, the step rules,
 * the flow, the header's phone and cart are one chunk (`plan-flow`, DESIGN.md "Chunks"), so this is three requests:
 * the flow and the two first steps.
 */
export function warmPlanFlow({ preloadStep }: StepScreens): void {
  loadStepRules().catch(() => undefined);
  callModules.plan().catch(() => undefined);
  planFlow.preload().catch(() => undefined);
  headerPhone.preload().catch(() => undefined);
  cartPanel.preload().catch(() => undefined);
  // the first step of every plan: product, or customer for plans without add-ons
  preloadStep('product');
  preloadStep('customer');
}

/** Runs `work` once the browser is idle (a timeout where requestIdleCallback is missing, as in Safari). */
export function whenIdle(work: () => void, view: Window = window): () => void {
  if ('requestIdleCallback' in view) {
    const handle = view.requestIdleCallback(work, { timeout: 3000 });
    return () => view.cancelIdleCallback(handle);
  }
  const handle = (view as Window).setTimeout(work, 1500);
  return () => (view as Window).clearTimeout(handle);
}
