import { createActor, fromPromise, type Actor, type Subscription } from 'xstate';
import type { OrderActor } from '../../../../machines/order.machine.ts';
import { quoteMachine } from '../../../../machines/quote.machine.ts';
import type { OrderRuntime } from '../../../runtime/createOrderRuntime.ts';
import { deliverPdf } from './deliverPdf.ts';

export type QuoteActor = Actor<typeof quoteMachine>;

const actors = new WeakMap<OrderActor, { planCode: string; actor: QuoteActor; stop: () => void }>();

/**
 * The quote request's actor, one per order and plan, made on first use. It outlives the cart dialog and its
 * placements (dialog, beside the page, below the step): closing and reopening the cart keeps the revealed form, a
 * pending request, the outcome and the link to the PDF. Another plan is another quote: a fresh actor. The PDF is
 * saved and the failure told to the order here, not in a screen, so a PDF that arrives while the cart is closed is
 * still saved. It stops with the order actor (the element left the page): a pending request is aborted.
 */
export function quoteActorOf(order: OrderActor, api: OrderRuntime['api'], planCode: string, direct: boolean): QuoteActor {
  const existing = actors.get(order);
  if (existing?.planCode === planCode) return existing.actor;
  existing?.stop();
  const actor: QuoteActor = createActor(
    quoteMachine.provide({
      actors: {
        submitQuote: fromPromise(({ signal }) => {
          const context = order.getSnapshot().context;
          const form = context.form.quoteForm;
          // Spec section 6: partner-portal and international plans send no contact form.
          const contact = actor.getSnapshot().context.direct
            ? null
            : { companyName: form.companyName, firstName: form.firstName, lastName: form.lastName, email: form.email, phoneNumber: form.phoneNumberQuote };
          return api.submitQuote(context.stepRules!.quoteRequestOf(context, contact), { signal });
        }),
      },
    }),
    { input: { direct } },
  );
  actor.on('quote.delivered', ({ file }) => deliverPdf(file));
  actor.on('quote.failed', () => order.send({ type: 'quote.failed' }));
  actor.start();
  let ending: Subscription | undefined;
  const stop = () => {
    ending?.unsubscribe();
    actor.stop();
  };
  // an order actor that has stopped already (the element left while this chunk loaded) never completes again
  if (order.getSnapshot().status === 'active') ending = order.subscribe({ complete: stop, error: stop });
  else stop();
  actors.set(order, { planCode, actor, stop });
  return actor;
}
