/*
 * The states that a region targets or checks in another branch of the tree (order.machine.ts), by their ids: one
 * name for each deep id. (Plain constants rather than one object: the build inlines them, the first screen stays
 * as small.)
 */
export const accessDeniedId = '#order.accessDenied';
export const bootFailedId = '#order.bootFailed';
export const readyId = '#order.ready';
export const routingId = '#order.ready.page.routing';
export const planLoadingId = '#order.ready.page.plan.loading';
export const awaitingAddressCheckId = '#order.ready.page.plan.awaitingAddressCheck';
export const flowEnteringId = '#order.ready.page.plan.flow.entering';
export const sessionEndedId = '#order.ready.session.ended';
export const modalClosedId = '#order.ready.modal.closed';
export const quoteExistsId = '#order.ready.quoteStatus.exists';
