/**
 * Event types the root machine takes that its graph's event list (tests/machines/orderModel.ts `events`) leaves out,
 * each with the reason and where it is walked instead. The guard fails on an event type of the machine's definition
 * that is in neither, so an event added to the machine cannot slip past the model unnoticed.
 */
export const outsideTheGraph: Record<string, string> = {
  'xstate.done.state.order.booting.loading': "raised by the machine itself once the boot's parallel loads are done: every path through the boot takes it",
  'xstate.error.actor.loadOrderAddress':
    "a failed load of the order's address ends as an empty answer does (`onError: 'done'`: the visitor checks the address again), a state the graph reaches already",
  'plan.forced': "raised by the machine itself when the flow's plan no longer matches the route (machines/order/setup.ts): it follows a route or a refused save",
  'field.validate': 'raised by the machine itself, delayed, after a field was touched: it marks the field validated (order.machine.test.ts)',
  'field.touched': "a field left: it shows the field's message, and no state changes (order.machine.test.ts; e2e customer.spec.ts, messages after leaving a field)",
  'step.selected': "the step indicator's links to a step reached before, which route like the flow's own steps (order.machine.test.ts)",
  'addon.chosen': 'the product step\'s add-ons: stored form data, no state of the root changes (product.machine.test.ts; e2e product-step.spec.ts)',
  'addon.toggled': 'the product step\'s add-ons: stored form data (product.machine.test.ts, Catalogue.test.tsx; e2e product-step.spec.ts)',
  'addon.removed': 'the product step\'s add-ons: stored form data (product.machine.test.ts; e2e product-step.spec.ts)',
  'addon.quantityChanged': "the product step's and the cart's quantities: stored form data (product.machine.test.ts, CartPanel.test.tsx; e2e quote.spec.ts)",
  'selectionNotice.dismissed': "the notice of add-ons the rules changed: stored form data (product.machine.test.ts; e2e product-step.spec.ts)",
  'voucher.checked': "the voucher machine's verdict, stored in the root: the voucher's walk in the browser sends it (child.model.spec.ts)",
  'voucher.removed': "the voucher machine's removal, stored in the root: the voucher's walk sends it (child.model.spec.ts)",
  'voucher.synced': "the cart's answer that the server applied the voucher (cart.machine.test.ts, CartPanel.test.tsx; e2e customer.spec.ts)",
  'referenceNumber.checked': "a partner's reference number checked: stored form data (order.partner.test.ts; e2e partner.spec.ts)",
  'planLink.restored': "a saved configuration's link (`?quote_hash=`) restored: the graph starts without one (order.machine.test.ts; e2e quote.spec.ts)",
  'quote.failed': "the quote machine's failure, told to the root: the quote's walk makes it happen (child.model.spec.ts; quoteActor.test.tsx)",
  'addressCheck.requested': "the connection address's \"check address\" on the customer step of a VoIP plan (order.addressCheck.test.ts; e2e messages.spec.ts)",
  'addressCheck.dismissed': 'closing an address dialog opened to change a checked address (order.addressCheck.test.ts; e2e address-check.spec.ts)',
  'paymentData.expired': "the bank details' 30 minutes at rest, a timer of the stored order (order.paymentData.test.ts; e2e data-at-rest.spec.ts)",
  'connection.lost': 'the browser going offline: the connection region (order.resilience.test.ts, Resilience.test.tsx; e2e nothing-lost.spec.ts)',
  'connection.restored': 'the browser back online (order.resilience.test.ts, Resilience.test.tsx; e2e nothing-lost.spec.ts)',
  'xstate.after.restoredNotice.order.ready.connection.restored': "the \"connection is back\" notice's time (order.resilience.test.ts; e2e nothing-lost.spec.ts)",
  'session.ended': 'a call answered 401 whose new session failed: the session region (order.resilience.test.ts; e2e nothing-lost.spec.ts)',
  'session.renewed': 'a call answered 401 and the client made a new session (order.resilience.test.ts; e2e nothing-lost.spec.ts)',
  'session.restarted': 'the "start a new session" button of an ended session (order.resilience.test.ts; e2e nothing-lost.spec.ts)',
  'session.tokenRefused': "a partner's token refused by a renewed session (order.resilience.test.ts)",
  'xstate.done.actor.renewSession': 'the new session the button asks for (order.resilience.test.ts; e2e nothing-lost.spec.ts)',
  'xstate.error.actor.renewSession': 'the new session refused again (order.resilience.test.ts)',
  'xstate.done.actor.restoreOrder': 'the order saved so far sent again to a new session (order.resilience.test.ts)',
  'xstate.error.actor.restoreOrder': 'the order saved so far refused by the new session (order.resilience.test.ts)',
};
