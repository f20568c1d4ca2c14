import { and, not, stateIn } from 'xstate';
import { awaitingAddressCheckId, modalClosedId, planLoadingId, quoteExistsId } from './ids.ts';
import { orderStateConfig } from './setup.ts';

/**
 * The modal region (spec section 2): the address-availability modal, in the content mode the quote status and the
 * verified address give it; after a check that a plan load waited for, the updating message until the plan is in.
 */
export const modal = orderStateConfig({
  initial: 'closed',
  // Another page is shown: the address check closes (a page that needs it opens it again, `awaitingAddressCheck`).
  on: {
    'location.changed': '.closed',
    'route.requested': '.closed',
    'plan.chosen': '.closed',
    'order.submitted': '.closed',
  },
  states: {
    closed: { on: { 'addressCheck.requested': 'addressCheck' } },
    addressCheck: {
      initial: 'deciding',
      on: {
        'addressCheck.completed': [
          // the plan loads now: the updating message until it did
          { guard: stateIn(awaitingAddressCheckId), target: '.loading', actions: { type: 'storeCheckedAddress', params: ({ event }) => event } },
          { target: 'closed', actions: { type: 'storeCheckedAddress', params: ({ event }) => event } },
        ],
        // Not dismissable while no address is verified, nor while the plan waits for one.
        'addressCheck.dismissed': { guard: and(['hasVerifiedAddress', not(stateIn(awaitingAddressCheckId))]), target: 'closed' },
      },
      states: {
        deciding: {
          always: [
            { guard: and([stateIn(quoteExistsId), 'hasVerifiedAddress']), target: 'onlyQuote' },
            { guard: stateIn(quoteExistsId), target: 'apcAndQuote' },
            { target: 'onlyApc' },
          ],
        },
        onlyApc: {},
        apcAndQuote: {},
        onlyQuote: {},
        loading: {
          always: { guard: not(stateIn(planLoadingId)), target: modalClosedId },
        },
      },
    },
  },
});
