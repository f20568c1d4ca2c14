import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { AuthResponse } from '../../src/api/index.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import type { Purchase } from '../../src/contract/purchase.ts';
import type { QuoteFormValues } from '../../src/domain/emptyForms.ts';
import type { OrderKey } from '../../src/domain/orderKey.ts';
import type { CheckedAddress, Id, Language, Order, PhoneValidationFlags, Plan, SelectedAddon, Voucher } from '../../src/domain/schemas/index.ts';
import type { Route } from '../routes.ts';
import type { StepName } from '../steps.ts';
import type { OrderLocation, PortalTarget, SubmittedOrder } from './context.ts';
import type { FormSectionName } from './form.ts';
import type { StepRules } from './rules.ts';

/** The id of the BIC table's load, a child of the root machine. */
export const bicTableLoadId = 'bicTable';

/** What the screens, the adapters and the child machines' screens tell the root machine. */
export type OrderEvent =
  | ({ type: 'location.changed' } & OrderLocation)
  | { type: 'route.requested'; route: Route; search?: string }
  | { type: 'plan.chosen'; plan: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.selected'; step: StepName }
  /** the confirm step's "change" link: the step, then back to confirm */
  | { type: 'step.changeRequested'; step: StepName }
  | { type: 'field.changed'; section: FormSectionName; path: string; value: unknown }
  | { type: 'field.touched'; section: FormSectionName; path: string }
  | { type: 'field.validate'; field: string }
  /** the IBAN's country's BIC table arrived, or could not load (the load `loadBicTable` started as the root's child) */
  | DoneActorEvent<BicTable, typeof bicTableLoadId>
  | ErrorActorEvent<unknown, typeof bicTableLoadId>
  | { type: 'liveValidation.completed'; section: FormSectionName; field: string; value: string; valid: boolean; flags: PhoneValidationFlags | null }
  | { type: 'language.changed'; language: Language }
  | { type: 'boot.retried' }
  | { type: 'plan.retried' }
  | { type: 'voucher.checked'; voucher: Voucher }
  | { type: 'voucher.removed' }
  | { type: 'voucher.synced' }
  | { type: 'addressCheck.requested' }
  | ({ type: 'addressCheck.completed' } & AddressCheckCompleted)
  | { type: 'addressCheck.dismissed' }
  | { type: 'quote.reset' }
  | { type: 'quote.failed' }
  /** the cart's quote request form, one field at a time */
  | { type: 'quoteForm.changed'; values: Partial<QuoteFormValues> }
  | { type: 'planLinkEmail.changed'; email: string }
  /** a saved configuration (plan link or quote, spec section 9 quote_hash) was loaded: its add-ons replace the selection */
  | { type: 'planLink.restored'; selection: SelectedAddon[] }
  | { type: 'planLink.unavailable' }
  | { type: 'addon.chosen'; categoryId: Id; addonId: Id; quantity?: number }
  | { type: 'addon.quantityChanged'; categoryId: Id; addonId: Id; quantity: number }
  | { type: 'addon.removed'; addonId: Id }
  | { type: 'addon.toggled'; addonId: Id; on: boolean }
  | { type: 'selectionNotice.dismissed' }
  | { type: 'plan.forced' }
  | { type: 'referenceNumber.checked'; referenceNumber: string | null }
  | { type: 'submission.keyChanged'; orderKey: OrderKey }
  /** the persistence adapter: no activity for the payment data's time to live (DESIGN.md, "Data at rest") */
  | { type: 'paymentData.expired' }
  /** the browser went offline, or came back (src/adapters/connectionAdapter.ts) */
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  /** a call found the session ended and the api client made a new one (src/runtime) */
  | { type: 'session.renewed'; auth: AuthResponse }
  /** a call was refused again in a new session, or none was given */
  | { type: 'session.ended' }
  /** the new session's partner token was refused (spec sections 6, 8) */
  | { type: 'session.tokenRefused' }
  /** the visitor asks for a new session */
  | { type: 'session.restarted' }
  /** The visitor's "try again" of a new session's restore that kept failing. */
  | { type: 'session.restoreRetried' }
  | ({ type: 'order.submitted' } & OrderSubmitted);

/** The confirm step's report of a successful `POST orders`: where the order ends, and the host's purchase. */
export interface OrderSubmitted extends SubmittedOrder {
  thankYouTarget: Exclude<PortalTarget, 'partnerPortal' | 'customerPortal'> | 'thanks';
  purchase: Purchase;
}

/**
 * The apc submit of spec section 4: the verified address (already saved with `PUT order` by the address check),
 * the plan and the step the check was made from (null when a plan load asked for it).
 */
export interface AddressCheckCompleted {
  address: CheckedAddress;
  bandwidth: number | null;
  planCode: string;
  navigationStep: StepName | null;
}

/** What the machine tells its adapters (URL, host page, events to the host). */
export type OrderEmitted =
  | { type: 'redirect'; target: PortalTarget }
  | { type: 'step.entered'; step: StepName }
  | { type: 'boot.failed'; call: string; status?: number }
  | { type: 'order.submitted'; purchase: Purchase }
  | { type: 'ready' };

/**
 * The output of the `loadPlan` actor: the plan, and the rules of its steps (a chunk of their own, fetched beside the
 * plan; in the shipped build the plan's answer is read with that chunk's code, so they could never arrive later).
 */
export interface LoadedPlan {
  plan: Plan;
  stepRules: StepRules;
}

/** The input of the `saveSection` actor: `PUT order` with the parts of the order a completed step fills. */
export interface SaveSectionInput {
  step: StepName;
  body: Partial<Order>;
}

/** The error of a failed actor, as the params of an action or guard (`params: errorOf`). */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

/** The output of a done actor, as the params of an action or guard (`params: outputOf`). */
export const outputOf = <Output>({ event }: { event: { output: Output } }): Output => event.output;

/** The route an event asks for, as the params of `requestRoute`. */
export const requestedRoute = ({ event }: { event: { route: Route; search?: string | undefined } }) => ({ route: event.route, search: event.search });

/** The address a `location.changed` names, as the params of `applyLocation`. */
export const locationOf = ({ event }: { event: OrderLocation }) => ({ pathname: event.pathname, search: event.search, hash: event.hash });
