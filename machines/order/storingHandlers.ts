import { outputOf } from './events.ts';
import type { orderSetup } from './setup.ts';

type OrderTransitions = NonNullable<Parameters<typeof orderSetup.createStateConfig>[0]['on']>;

/**
 * The flow's events that only store what a step's screen reports: the form's fields and their checks, the cart's
 * selection, a restored saved configuration, the voucher and the reference number. None of them moves the flow.
 */
export const storingHandlers = {
  'field.changed': { actions: { type: 'changeField', params: ({ event }) => ({ section: event.section, path: event.path, value: event.value }) } },
  'field.touched': { actions: { type: 'scheduleValidation', params: ({ event }) => `${event.section}.${event.path}` } },
  'field.validate': { actions: { type: 'markValidated', params: ({ event }) => event.field } },
  'xstate.done.actor.bicTable': { actions: { type: 'storeBicTable', params: outputOf } },
  'liveValidation.completed': {
    actions: {
      type: 'storeLiveCheck',
      params: ({ event }) => ({ section: event.section, field: event.field, value: event.value, valid: event.valid, flags: event.flags }),
    },
  },
  'addon.chosen': {
    actions: {
      type: 'changeSelection',
      params: ({ event }) => ({ type: 'chosen', categoryId: event.categoryId, addonId: event.addonId, ...(event.quantity === undefined ? {} : { quantity: event.quantity }) }),
    },
  },
  'addon.quantityChanged': {
    actions: { type: 'changeSelection', params: ({ event }) => ({ type: 'chosen', categoryId: event.categoryId, addonId: event.addonId, quantity: event.quantity }) },
  },
  'addon.removed': { actions: { type: 'changeSelection', params: ({ event }) => ({ type: 'removed', addonId: event.addonId }) } },
  'addon.toggled': { actions: { type: 'changeSelection', params: ({ event }) => ({ type: 'toggled', addonId: event.addonId, on: event.on }) } },
  'selectionNotice.dismissed': { actions: 'dismissSelectionNotice' },
  'planLink.restored': { actions: { type: 'restorePlanLink', params: ({ event }) => event.selection } },
  'planLink.unavailable': { actions: 'noteUnavailableConfiguration' },
  'voucher.checked': { actions: { type: 'storeVoucher', params: ({ event }) => event.voucher } },
  'voucher.removed': { actions: 'removeVoucher' },
  'voucher.synced': { actions: 'markVoucherSynced' },
  'referenceNumber.checked': { actions: { type: 'storeReferenceNumber', params: ({ event }) => event.referenceNumber } },
} satisfies OrderTransitions;
