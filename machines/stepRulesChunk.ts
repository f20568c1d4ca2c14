import type { StepRules } from './order/rules.ts';

let loaded: StepRules | undefined;

/**
 * The step rules' chunk (./stepRules.ts), kept once loaded. An `import()` of a module that is already there still
 * answers a task later, after the browser may have painted a frame: choosing a warmed plan would paint its loading
 * placeholder before its first step. Kept here, the flow starts in the task of the choice.
 */
export async function loadStepRules(): Promise<StepRules> {
  return (loaded ??= await import('./stepRules.ts'));
}
