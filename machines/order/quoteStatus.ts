import { orderStateConfig } from './setup.ts';

/**
 * The quote status region (spec section 4): a quote link (`quote`, `preselect`) makes a quote exist; a reset (another
 * plan from the list) forgets it and its parameters, a failed quote request is an error until the next reset.
 */
export const quoteStatus = orderStateConfig({
  initial: 'initial',
  states: {
    initial: { always: { guard: 'isQuoteRequested', target: 'exists' }, on: { 'quote.failed': 'error' } },
    exists: { on: { 'quote.reset': { target: 'initial', actions: 'clearQuoteQuery' }, 'quote.failed': 'error' } },
    error: { on: { 'quote.reset': { target: 'initial', actions: 'clearQuoteQuery' } } },
  },
});
