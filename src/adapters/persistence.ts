import type { OrderActor } from '../../machines/order.machine.ts';
import type { RestoredOrder } from '../../machines/order/context.ts';
import type { OrderForm } from '../../machines/order/form.ts';
import { stepNames, type StepName } from '../../machines/steps.ts';
import { emptyConnectionInfo, emptyCustomerForm, emptyQuoteForm, type QuoteFormValues } from '../domain/emptyForms.ts';
import { isOrderKey } from '../domain/orderKey.ts';
import { hasPaymentData, withoutPaymentData } from '../domain/paymentData.ts';
import type { PartnerState } from '../domain/schemas/partner.ts';
import { MAX_DELAY, STORAGE_VERSION, setItemSafely, type ActivitySource, type StoredOrder, type WriteScheduler } from './storedOrder.ts';

export { STORAGE_VERSION, neverStored, type ActivitySource, type WriteScheduler } from './storedOrder.ts';

/** The `payment-data-ttl` attribute's default: 30 minutes without activity (DESIGN.md, "Data at rest"). */
export const DEFAULT_PAYMENT_DATA_TTL = 30 * 60_000;

export interface OrderStorage {
  restore(): (RestoredOrder & { address: string }) | null;
  token(): string | null;
  attach(actor: OrderActor, address: () => string, activity?: ActivitySource): () => void;
}

/**
 * A versioned projection of the stored sections in sessionStorage under the element's storage key; the auth
 * token beside it. Restored on load so a reload comes back at the same step with its data.
 *
 * Data at rest (DESIGN.md): the bank details and a partner's token leave the storage after `paymentDataTtl` ms
 * without the visitor's activity, timed from the last activity stored beside them: at load (a reload after the
 * time restores the rest and asks for the bank details again) and while the page stays open (the machine is told,
 * its form loses the bank details, and the write that follows leaves them out). The token is written again with the
 * next activity: the running form still holds it.
 */
export function sessionPersistence(
  storage: Storage,
  storageKey: string,
  /** when the order is written; by default after the typing, in idle time (`idleWrite`, ./orderWrites.ts) */
  schedule?: WriteScheduler,
  paymentDataTtl: number = DEFAULT_PAYMENT_DATA_TTL,
): OrderStorage {
  const orderKey = `${storageKey}:order`;
  const tokenKey = `${storageKey}:authToken`;
  const activityKey = `${storageKey}:lastActivity`;
  let expiredAtLoad: boolean | undefined;
  // judged once, before this page's activity is written: restore() and token() agree
  const isExpiredAtLoad = () => (expiredAtLoad ??= isIdleSince(read(storage, activityKey), paymentDataTtl));
  return {
    restore() {
      const raw = read(storage, orderKey);
      if (raw === null) return null;
      const value = safeJson(raw);
      const stored = storedOrderOf(value);
      if (!stored) storage.removeItem(orderKey);
      else if (isExpiredAtLoad() && hasPaymentData(stored.form.customer)) {
        stored.form = { ...stored.form, customer: withoutPaymentData(stored.form.customer), paymentDataRemoved: true };
        const form = (value as { form: Record<string, unknown> }).form;
        setItemSafely(storage, orderKey, JSON.stringify({ ...(value as object), form: { ...form, customer: withoutPaymentData(form.customer as StoredOrder['form']['customer']), paymentDataRemoved: true } }));
      }
      return stored;
    },
    token() {
      if (!isExpiredAtLoad()) return read(storage, tokenKey);
      storage.removeItem(tokenKey);
      return null;
    },
    attach(actor, address, activity) {
      // loading the page is the visitor's doing too: the time starts now
      let lastActivity = Date.now();
      setItemSafely(storage, activityKey, String(lastActivity));
      const start = actor.getSnapshot().context;
      const startAddress = address();
      const storedToken = read(storage, tokenKey);
      let writes: (() => void) | undefined;
      let loading = false;
      let stopped = false;
      // The writes (./orderWrites.ts) are a chunk of their own, loaded with the first change to keep, the visitor's
      // first activity, or when the bank details' time is up: a plan list looked at writes nothing but the time.
      const load = () => {
        if (loading || stopped) return;
        loading = true;
        import('./orderWrites.ts').then(
          ({ attachOrderWrites }) => {
            if (stopped) return;
            waiting();
            writes = attachOrderWrites({ storage, keys: { orderKey, tokenKey, activityKey }, actor, address, activity, schedule, paymentDataTtl, lastActivity });
          },
          // not fetched (offline): the next change tries again
          () => void (loading = false),
        );
      };
      const changed = () => {
        const { context } = actor.getSnapshot();
        if (context.form !== start.form || context.flow !== start.flow || context.plan !== start.plan || context.authToken !== storedToken || address() !== startAddress) load();
      };
      const onActivity = () => {
        lastActivity = Date.now();
        load();
      };
      const onVisibility = () => {
        if (Date.now() - lastActivity >= paymentDataTtl) load();
      };
      const subscription = actor.subscribe(changed);
      const stopActivity = activity?.(onActivity);
      const due = setTimeout(load, Math.min(paymentDataTtl, MAX_DELAY));
      globalThis.document?.addEventListener('visibilitychange', onVisibility);
      const waiting = () => {
        subscription.unsubscribe();
        stopActivity?.();
        clearTimeout(due);
        globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      };
      changed();
      return () => {
        stopped = true;
        waiting();
        writes?.();
      };
    },
  };
}

/**
 * The stored projection, checked by its shape before it is restored. It is this element's own data of the same
 * version (a version change drops it), so the shape is checked without zod, which the first screen cannot
 * afford (the start-up budget); missing fields of the form take their defaults.
 */
function storedOrderOf(value: unknown): (RestoredOrder & { address: string }) | null {
  if (!isRecord(value) || value.version !== STORAGE_VERSION || typeof value.address !== 'string') return null;
  const { form, flow, partner, planCode, address } = value;
  if (!isRecord(form) || !isRecord(form.connection) || !isRecord(form.customer)) return null;
  if (!Array.isArray(form.selectedCartAddons) || !form.selectedCartAddons.every(isSelectedAddon)) return null;
  if (!(form.voucher === null || isRecord(form.voucher))) return null;
  if (![form.quoteHash, form.parentCustomerId, form.referenceNumber, planCode].every(isNullableString)) return null;
  if (!isRecord(flow) || !(flow.highestStep === null || isStepName(flow.highestStep))) return null;
  if (typeof flow.cameFromPlanList !== 'boolean' || !Array.isArray(flow.skippedSteps) || !flow.skippedSteps.every(isStepName)) return null;
  if (!isPartnerState(partner)) return null;
  return {
    form: {
      ...(form as unknown as OrderForm),
      connection: { ...emptyConnectionInfo(), ...form.connection },
      customer: { ...emptyCustomerForm(), ...form.customer, password: '', repeatPassword: '' },
      // added after version 1 shipped: data stored before it has no bandwidth
      bandwidth: typeof form.bandwidth === 'number' ? form.bandwidth : null,
      orderKey: isOrderKey(form.orderKey) ? form.orderKey : null,
      paymentDataRemoved: form.paymentDataRemoved === true,
      quoteForm: quoteFormOf(form.quoteForm),
      planLinkEmail: typeof form.planLinkEmail === 'string' ? form.planLinkEmail : '',
    },
    flow: { highestStep: flow.highestStep, cameFromPlanList: flow.cameFromPlanList, skippedSteps: flow.skippedSteps },
    planCode: planCode as string | null,
    partner,
    address,
  };
}

/** The stored quote form, field by field: a field of the wrong type takes its empty value. */
function quoteFormOf(value: unknown): QuoteFormValues {
  const empty = emptyQuoteForm();
  if (!isRecord(value)) return empty;
  const text = (key: Exclude<keyof QuoteFormValues, 'personalDataUseConsent'>) => (typeof value[key] === 'string' ? value[key] : empty[key]);
  return {
    companyName: text('companyName'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumberQuote: text('phoneNumberQuote'),
    personalDataUseConsent: value.personalDataUseConsent === true,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isStepName = (value: unknown): value is StepName => (stepNames as readonly unknown[]).includes(value);
const isSelectedAddon = (value: unknown) =>
  isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number') && typeof value.quantity === 'number';
const isPartnerState = (value: unknown): value is PartnerState =>
  isRecord(value) &&
  ['isPartnerPortal', 'isTrustedPartner', 'isCustomerPortal'].every((key) => typeof value[key] === 'boolean') &&
  ['partnerCode', 'agentCode', 'partnerReference', 'parentCustomerId'].every((key) => isNullableString(value[key]));

/** Whether the stored time of the last activity (epoch ms) is `ttl` or more ago; no readable time counts as long ago. */
function isIdleSince(stamp: string | null, ttl: number): boolean {
  const last = Number(stamp);
  return stamp === null || !Number.isFinite(last) || Date.now() - last >= ttl;
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
