import { fromPromise } from 'xstate';
import { quoteMachine, type QuoteInput } from '../../../machines/quote.machine.ts';
import type { PdfFile } from '../../api/index.ts';
import type { ChildRuntime } from './runtime.ts';

/** The quote request (spec sections 4, 6): `POST quotes` with the order so far and, unless it goes directly, the contact form. */
export function quoteLogic({ api, actor: order }: ChildRuntime) {
  return quoteMachine.provide({
    actors: {
      submitQuote: fromPromise<PdfFile, QuoteInput>(({ input, signal }) => {
        const context = order.getSnapshot().context;
        const form = context.form.quoteForm;
        // Spec section 6: partner-portal and international plans send no contact form.
        const contact = input.direct
          ? null
          : { companyName: form.companyName, firstName: form.firstName, lastName: form.lastName, email: form.email, phoneNumber: form.phoneNumberQuote };
        return api.submitQuote(context.stepRules!.quoteRequestOf(context, contact), { signal });
      }),
    },
  });
}
