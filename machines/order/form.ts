import { emptyConnectionInfo, emptyCustomerForm, emptyQuoteForm, type QuoteFormValues } from '../../src/domain/emptyForms.ts';
import type { OrderKey } from '../../src/domain/orderKey.ts';
import type { ConnectionInfo, CustomerForm, SelectedAddon, Voucher } from '../../src/domain/schemas/index.ts';
import type { StepName } from '../steps.ts';

/** The form sections the spec stores (section 3, "Session-stored form sections"), as plain typed objects. */
export interface OrderForm {
  /** product and activation steps */
  connection: ConnectionInfo;
  /** customer, account and confirm steps */
  customer: CustomerForm;
  /** the cart: selectedCartAddons */
  selectedCartAddons: SelectedAddon[];
  voucher: Voucher | null;
  quoteHash: string | null;
  /** the quote request form of the cart (business plans) */
  quoteForm: QuoteFormValues;
  /** the e-mail address a plan link is sent to */
  planLinkEmail: string;
  parentCustomerId: string | null;
  /** a partner order's reference number, sent instead of the password */
  referenceNumber: string | null;
  /** the fastest download at the verified address (Mbit), the order's `bandwidth` */
  bandwidth: number | null;
  /** the `Idempotency-Key`s this order's `POST orders` went out under, each with its body's fingerprint: a reload
   * sends the same body under the same key, a new order starts with none */
  orderKey: OrderKey | null;
  /** the bank details were removed after a time without activity (DESIGN.md, "Data at rest"): the visitor is asked for them again */
  paymentDataRemoved: boolean;
}

export type FormSectionName = 'connection' | 'customer';

/** Flow state (spec section 3). The current step is the route's; the valid step is derived, never stored. */
export interface FlowState {
  highestStep: StepName | null;
  cameFromPlanList: boolean;
  /** steps that `skip_to` jumped over: they count as valid (spec section 2) */
  skippedSteps: StepName[];
  /** a "change" link of the confirm step: the changed step leads back to confirm (not kept over a reload) */
  returnToConfirm?: boolean;
}

export function emptyOrderForm(): OrderForm {
  return {
    connection: emptyConnectionInfo(),
    customer: emptyCustomerForm(),
    selectedCartAddons: [],
    voucher: null,
    quoteHash: null,
    quoteForm: emptyQuoteForm(),
    planLinkEmail: '',
    parentCustomerId: null,
    referenceNumber: null,
    bandwidth: null,
    orderKey: null,
    paymentDataRemoved: false,
  };
}

/** The flow from its first step again (another plan, a reset order process): no step reached, none skipped. */
export function restartedFlow(flow: Omit<FlowState, 'highestStep' | 'skippedSteps'> & Partial<FlowState>): FlowState {
  return { ...flow, highestStep: null, skippedSteps: [] };
}

/** The flow of a new order: restarted, and not entered from the plan list. */
export function emptyFlow(): FlowState {
  return restartedFlow({ cameFromPlanList: false });
}
