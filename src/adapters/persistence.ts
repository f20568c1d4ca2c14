import * as z from 'zod/mini';
import { ConnectionInfo, CustomerForm, PartnerState, SelectedAddon, Voucher } from '../domain/index.ts';
import { stepNames } from '../../machines/routes.ts';
import type { OrderActor } from '../../machines/order.machine.ts';
import type { RestoredOrder } from '../../machines/orderContext.ts';

/** Bump when the stored shape changes: older data is then dropped, never half-read. */
export const STORAGE_VERSION = 1;

/** Never written to browser storage (DESIGN.md, "Data that must not be lost"). */
export const neverStored = ['password', 'repeatPassword'] as const;

const StoredOrder = z.object({
  version: z.literal(STORAGE_VERSION),
  form: z.object({
    connection: ConnectionInfo,
    customer: z.omit(CustomerForm, { password: true, repeatPassword: true }),
    selectedCartAddons: z.array(SelectedAddon),
    voucher: z.nullable(Voucher),
    quoteHash: z.nullable(z.string()),
    parentCustomerId: z.nullable(z.string()),
    referenceNumber: z.nullable(z.string()),
  }),
  flow: z.object({
    highestStep: z.nullable(z.enum(stepNames)),
    cameFromPlanList: z.boolean(),
    skippedSteps: z.array(z.enum(stepNames)),
  }),
  planCode: z.nullable(z.string()),
  partner: PartnerState,
  /** memory mode's address, to come back to the same step */
  address: z.string(),
});
type StoredOrder = z.infer<typeof StoredOrder>;

export interface OrderStorage {
  restore(): (RestoredOrder & { address: string }) | null;
  token(): string | null;
  attach(actor: OrderActor, address: () => string): () => void;
}

/**
 * A versioned projection of the stored sections in sessionStorage under the element's storage key; the auth
 * token beside it. Restored on load so a reload comes back at the same step with its data.
 */
export function sessionPersistence(storage: Storage, storageKey: string): OrderStorage {
  const orderKey = `${storageKey}:order`;
  const tokenKey = `${storageKey}:authToken`;
  return {
    restore() {
      const raw = read(storage, orderKey);
      if (raw === null) return null;
      const parsed = StoredOrder.safeParse(safeJson(raw));
      if (!parsed.success) {
        storage.removeItem(orderKey);
        return null;
      }
      const { form, flow, planCode, partner, address } = parsed.data;
      return { form: { ...form, customer: { ...form.customer, password: '', repeatPassword: '' } }, flow, planCode, partner, address };
    },
    token: () => read(storage, tokenKey),
    attach(actor, address) {
      let lastOrder = '';
      let lastToken: string | null | undefined;
      const write = () => {
        const { context } = actor.getSnapshot();
        const stored = JSON.stringify(projection(context, address()));
        if (stored !== lastOrder) {
          lastOrder = stored;
          write_(storage, orderKey, stored);
        }
        if (context.authToken !== lastToken) {
          lastToken = context.authToken;
          if (context.authToken) write_(storage, tokenKey, context.authToken);
          else storage.removeItem(tokenKey);
        }
      };
      write();
      const subscription = actor.subscribe(write);
      return () => subscription.unsubscribe();
    },
  };
}

function projection(context: ReturnType<OrderActor['getSnapshot']>['context'], address: string): StoredOrder {
  const { password: _password, repeatPassword: _repeat, ...customer } = context.form.customer;
  return {
    version: STORAGE_VERSION,
    form: { ...context.form, customer },
    flow: context.flow,
    planCode: context.plan?.code ?? null,
    partner: context.partner,
    address,
  };
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
