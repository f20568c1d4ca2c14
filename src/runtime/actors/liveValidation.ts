import { fromPromise } from 'xstate';
import { liveValidationMachine } from '../../../machines/liveValidation.machine.ts';
import { loadPhoneChecks } from '../../domain/validation/phoneChecks.ts';
import type { ChildRuntime } from './runtime.ts';

/**
 * The live check of one field: the local German area-code check (when `checkAreaCode`), then `POST
 * plans/{code}/order/validate` for the plan shown when the check starts. A local check that cannot answer (its chunk
 * failed to load, the library threw or failed its self-test) goes to the element's reporter; the machine lets the
 * server's check decide.
 */
export function liveValidationLogic({ api, actor: order }: ChildRuntime, checkAreaCode: boolean) {
  return liveValidationMachine.provide({
    actors: {
      checkLocally: fromPromise(async ({ input }) => {
        if (!checkAreaCode) return true;
        try {
          return (await loadPhoneChecks()).isGermanLandlineCode(input.value);
        } catch (error) {
          api.reportFailure('phoneChecks', error);
          throw error;
        }
      }),
      validateOnServer: fromPromise(({ input, signal }) => api.validateOrderField(order.getSnapshot().context.plan?.code ?? '', input, { signal })),
    },
  });
}
