import type { OrderActor } from '../../machines/order.machine.ts';
import type { RestoredOrder } from '../../machines/order/context.ts';
import type { OrderForm } from '../../machines/order/form.ts';
import { stepNames, type StepName } from '../../machines/steps.ts';
import { emptyConnectionInfo, emptyCustomerForm, emptyQuoteForm, type QuoteFormValues } from '../domain/emptyForms.ts';
import { isOrderKey, storedOrderKey } from '../domain/orderKey.ts';
import { hasPaymentData, withoutPaymentData } from '../domain/paymentData.ts';
import type { PartnerState } from '../domain/schemas/partner.ts';

/** Bump when the stored shape changes: older data is then dropped, never half-read. */
export const STORAGE_VERSION = 1;

/** Never written to browser storage (DESIGN.md, "Data that must not be lost"). */
export const neverStored = ['password', 'repeatPassword'] as const;

/** What is written: the restored order, without the password and its repeat. */
interface StoredOrder extends Omit<RestoredOrder, 'form'> {
  version: typeof STORAGE_VERSION;
  form: Omit<OrderForm, 'customer'> & { customer: Omit<OrderForm['customer'], (typeof neverStored)[number]> };
  /** memory mode's address, to come back to the same step */
  address: string;
}

/** Runs a write later (and returns its cancel), or now when it returns null. */
export type WriteScheduler = (write: () => void) => (() => void) | null;

/**
 * The order's write waits 250 ms, then for idle time (at most 500 ms more), so a keystroke's task does not
 * serialise the whole order and a burst of keys is written once (issue 24); where the platform has no idle
 * callback (node, jsdom), it is written at once.
 */
export const idleWrite: WriteScheduler = (write) => {
  if (typeof requestIdleCallback !== 'function') return null;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle = requestIdleCallback(write, { timeout: 500 });
  }, 250);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
};

/** The `payment-data-ttl` attribute's default: 30 minutes without activity (DESIGN.md, "Data at rest"). */
export const DEFAULT_PAYMENT_DATA_TTL = 30 * 60_000;

/** A timer's longest delay (2^31 - 1 ms, about 24 days): a longer one fires at once. */
const MAX_DELAY = 2 ** 31 - 1;

/** The visitor's activity in the element (./visitorActivity.ts): calls back on each, returns the removal of its listeners. */
export type ActivitySource = (onActivity: () => void) => () => void;

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
  schedule: WriteScheduler = idleWrite,
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
        write_(storage, orderKey, JSON.stringify({ ...(value as object), form: { ...form, customer: withoutPaymentData(form.customer as StoredOrder['form']['customer']), paymentDataRemoved: true } }));
      }
      return stored;
    },
    token() {
      if (!isExpiredAtLoad()) return read(storage, tokenKey);
      storage.removeItem(tokenKey);
      return null;
    },
    attach(actor, address, activity) {
      let lastOrder = '';
      let lastToken: string | null | undefined;
      // the token left the storage for want of activity: it is written again with the next
      let tokenWithheld = false;
      let pending: (() => void) | null = null;
      let written = actor.getSnapshot().context;
      let lastActivity = Date.now();
      let stamped = 0;
      let expiry: ReturnType<typeof setTimeout> | undefined;
      const stamp = () => {
        stamped = lastActivity;
        write_(storage, activityKey, String(lastActivity));
      };
      const expireWhenIdle = () => {
        expiry = undefined;
        const left = lastActivity + paymentDataTtl - Date.now();
        if (left > 0) {
          expiry = setTimeout(expireWhenIdle, Math.min(left, MAX_DELAY));
          return;
        }
        tokenWithheld = true;
        lastToken = null;
        storage.removeItem(tokenKey);
        // the machine's form loses the bank details; that change is no typing, so it is written at once
        actor.send({ type: 'paymentData.expired' });
      };
      const onActivity = () => {
        lastActivity = Date.now();
        // a time to the second is enough, and a burst of keys writes it once
        if (lastActivity - stamped >= 1000) stamp();
        if (tokenWithheld) {
          tokenWithheld = false;
          write();
        }
        expiry ??= setTimeout(expireWhenIdle, Math.min(paymentDataTtl, MAX_DELAY));
      };
      const writeOrder = () => {
        pending = null;
        const stored = JSON.stringify(projection(actor.getSnapshot().context, address()));
        if (stored !== lastOrder) {
          lastOrder = stored;
          write_(storage, orderKey, stored);
        }
      };
      const write = () => {
        const { context } = actor.getSnapshot();
        if (context.authToken !== lastToken && !tokenWithheld) {
          lastToken = context.authToken;
          if (context.authToken) write_(storage, tokenKey, context.authToken);
          else storage.removeItem(tokenKey);
        }
        const typed = isTyping(written, context);
        written = context;
        // what typing changes waits (a keystroke's task stays short); anything else, such as a step reached, a plan
        // chosen or an order completed and cleared, is written at once
        if (typed && pending === null) pending = schedule(writeOrder);
        if (!typed || pending === null) {
          pending?.();
          writeOrder();
        }
      };
      // what is still to be written goes before the page is left, hidden or reloaded: nothing typed is lost
      const flush = () => {
        if (stamped !== lastActivity) stamp();
        if (pending === null) return;
        pending();
        writeOrder();
      };
      const onVisibility = () => {
        if (globalThis.document?.visibilityState === 'hidden') flush();
        // a page coming back from the background (its timers slowed, a laptop asleep) expires what is due at once
        else if (expiry !== undefined && Date.now() - lastActivity >= paymentDataTtl) {
          clearTimeout(expiry);
          expireWhenIdle();
        }
      };
      // loading the page is the visitor's doing too: the time starts now
      stamp();
      write();
      expiry = setTimeout(expireWhenIdle, Math.min(paymentDataTtl, MAX_DELAY));
      const subscription = actor.subscribe(write);
      const stopActivity = activity?.(onActivity);
      globalThis.addEventListener?.('pagehide', flush);
      globalThis.document?.addEventListener('visibilitychange', onVisibility);
      return () => {
        subscription.unsubscribe();
        stopActivity?.();
        clearTimeout(expiry);
        globalThis.removeEventListener?.('pagehide', flush);
        globalThis.document?.removeEventListener('visibilitychange', onVisibility);
        flush();
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

/** The form sections a visitor types into: a change to these alone is typing. */
const typedSections = new Set<string>(['connection', 'customer', 'quoteForm', 'planLinkEmail', 'referenceNumber']);

type OrderContext = ReturnType<OrderActor['getSnapshot']>['context'];

/** Whether the change from one context to the next is typing only: some typed form section changed, nothing else that is stored. */
function isTyping(before: OrderContext, after: OrderContext): boolean {
  if (before.flow !== after.flow || before.plan !== after.plan || before.partner !== after.partner) return false;
  const keys = Object.keys(after.form) as Array<keyof OrderContext['form']>;
  return keys.every((key) => before.form[key] === after.form[key] || typedSections.has(key)) && keys.some((key) => before.form[key] !== after.form[key]);
}

function projection(context: ReturnType<OrderActor['getSnapshot']>['context'], address: string): StoredOrder {
  const { password: _password, repeatPassword: _repeat, ...customer } = context.form.customer;
  return {
    version: STORAGE_VERSION,
    form: { ...context.form, customer, orderKey: storedOrderKey(context.form.orderKey) },
    flow: context.flow,
    planCode: context.plan?.code ?? null,
    partner: context.partner,
    address,
  };
}

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

// Storage can be full or forbidden (private mode): the form keeps working, it just will not survive a reload.
function write_(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* ignored on purpose */
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
