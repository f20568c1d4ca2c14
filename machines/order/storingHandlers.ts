import type { orderSetup } from './setup.ts';

type OrderTransitions = NonNullable<Parameters<typeof orderSetup.createStateConfig>[0]['on']>;

/**
 * The flow's events that only store what a step's screen reports: the form's fields and their checks, the cart's
 * selection, a restored saved configuration, the voucher and the reference number. None of them moves the flow. Each
 * is the one action `storeFlowEvent`, which hands the event to its own action in the step rules' chunk
 * (./flowActions.ts): the first screen carries their names only.
 */
const storedEvents = [
  'field.changed',
  'field.touched',
  'field.validate',
  'xstate.done.actor.bicTable',
  'liveValidation.completed',
  'addon.chosen',
  'addon.quantityChanged',
  'addon.removed',
  'addon.toggled',
  'selectionNotice.dismissed',
  'planLink.restored',
  'planLink.unavailable',
  'voucher.checked',
  'voucher.removed',
  'voucher.synced',
  'referenceNumber.checked',
] as const;

export const storingHandlers = Object.fromEntries(storedEvents.map((type) => [type, { actions: 'storeFlowEvent' }])) as Record<
  (typeof storedEvents)[number],
  { actions: 'storeFlowEvent' }
> satisfies OrderTransitions;
