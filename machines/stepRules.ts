/**
 * The rules of the flow's steps, loaded lazily when a plan opens (the root machine holds this module as
 * `context.stepRules`), so that step validity, the order builder and the selection rules stay out of the first
 * screen. Root guards and actions that need domain logic reach it through here.
 */
import { buildOrder, buildQuoteRequest, isInternationalPlanCode, type Order, type Plan, type QuoteRequest } from '../src/domain/index.ts';
import type { QuoteContact, RulesContext } from './order/rules.ts';
import type { StepName } from './steps.ts';

// step validity: the last valid step, which steps may be visited
export { canVisitStep, isStepComplete, lastValidStep } from './stepValidity.ts';
export { type SelectionChange } from '../src/domain/index.ts';
export { applySelectionChange, checkedSelection } from './selectionRules.ts';
// the cart chunk builds its POST cart body with the order builder that lives here, not a copy of its own
export { cartRequestOf } from '../src/domain/cartRequest.ts';
export { chooseOldConnection, initialSelection } from '../src/domain/index.ts';
// the BIC from the IBAN (its country's table loaded by the root machine): ibantools stays out of the first screen
export { bicTableToLoad, derivedBic, withDerivedBic } from '../src/domain/derivedBic.ts';
export { loadBicTable } from '../src/domain/bicTables.ts';
// where a submitted order ends (the thanks route or an external page), by its order type
export { thankYouTargetOf } from '../src/domain/orderTypes.ts';
// the plan-link chunk: the body of POST plan-links and the selection a saved link restores
export { buildPlanLink, selectionFromPlanLink } from '../src/domain/planLink.ts';
// the root machine's actions that only a plan's flow runs, and the order saved so far (`FlowRules`, ./order/setup.ts)
export { flowActions, flowGuards, storeFlowEvent } from './order/flowActions.ts';
export { orderSavedSoFar } from './order/updates/orderSavedSoFar.ts';

/** The order body as it stands (spec sections 3 and 5), built by the domain's one order builder. */
export function currentOrder(plan: Plan, context: RulesContext): Order {
  const { form, partner, language } = context;
  return buildOrder(
    {
      plan,
      selection: form.selectedCartAddons,
      connection: form.connection,
      customer: form.customer,
      voucher: form.voucher,
      partner,
      language,
      isInternational: isInternational(plan, context),
      serviceCountry: partnerSystemCountry(context),
      quoteHash: form.quoteHash,
      referenceNumber: form.referenceNumber,
      bandwidth: form.bandwidth,
    },
    context.today,
  );
}

/**
 * The plan is international by its code, or because the partner's system is not German; a parent customer forces
 * it off (spec sections 2, 6).
 */
export function isInternational(plan: Plan, context: RulesContext): boolean {
  if (context.partner.parentCustomerId) return false;
  if (partnerSystemCountry(context) !== null) return true;
  return isInternationalPlanCode(plan.code);
}

/** A partner of a non-German system orders for its own country: the order's service country (else the plan's). */
function partnerSystemCountry(context: RulesContext): string | null {
  const country = context.auth?.systemCountry;
  return context.partner.isPartnerPortal && country && country !== 'DE' ? country : null;
}

/** What `PUT order` saves when a step is completed: the parts of the order that step fills. */
export function sectionBody(step: StepName, order: Order): Partial<Order> {
  const pick = <K extends keyof Order>(...keys: K[]): Partial<Order> =>
    Object.fromEntries(keys.filter((key) => order[key] !== undefined).map((key) => [key, order[key]])) as Partial<Order>;
  switch (step) {
    case 'product':
      return pick('order', 'portingEntry', 'previousTenant', 'technicianTimeSlot', 'serviceCountry', 'partnerCode', 'quoteHash');
    case 'activation':
      return pick('taeLocation', 'phoneNumberOnActivationDay');
    case 'customer':
      return pick('customer', 'contact', 'orderAddress', 'accountSettings', 'bankAccount', 'invoice', 'customerReference', 'voucherCode');
    case 'account':
      return pick('password', 'referenceNumber');
    case 'confirm':
      return {};
    default:
      return step satisfies never;
  }
}

/**
 * The `POST quotes` body (spec sections 3, 5, 6): the order as it stands, with the quote form's contact, or for a
 * direct quote (partner portal, international: no form) with the customer data entered so far.
 */
export function quoteRequestOf(context: RulesContext, contact: QuoteContact | null): QuoteRequest {
  const plan = context.plan!;
  const order = currentOrder(plan, context);
  const customer = context.form.customer;
  return buildQuoteRequest({
    order: order.order!,
    lang: context.language,
    isInternational: isInternational(plan, context),
    serviceCountry: order.serviceCountry ?? 'DE',
    ...(contact ?? {
      companyName: customer.customerType === 'company' ? customer.companyName : '',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    }),
    birthday: contact === null && customer.customerType === 'private' ? customer.birthDate : null,
    address: order.orderAddress ?? null,
  });
}
