import { createActor, type Actor, type Subscription } from 'xstate';
import type { OrderActor } from '../../../../machines/order.machine.ts';
import type { quoteMachine } from '../../../../machines/quote.machine.ts';
import { quoteLogic } from '../../../runtime/actors/quote.ts';
import type { ChildRuntime } from '../../../runtime/actors/runtime.ts';
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
export function quoteActorOf(runtime: ChildRuntime, planCode: string, direct: boolean): QuoteActor {
  const order = runtime.actor;
  const existing = actors.get(order);
  if (existing?.planCode === planCode) return existing.actor;
  existing?.stop();
  const actor: QuoteActor = createActor(quoteLogic(runtime), { input: { direct } });
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
