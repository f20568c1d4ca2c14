import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { AuthResponse, PlanClass, TranslationsResponse } from '../../src/api/index.ts';
import { emptyCustomerForm, type Plan } from '../../src/domain/index.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import { loadBicTable } from '../../src/domain/bicTables.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import { anonymousAuth } from '../../demo/api/fixtures/catalogue.ts';
import { planResponse, TALPRIV100, VOIPPRIV } from '../../demo/api/fixtures/plans.ts';
import { orderMachine } from '../../machines/order.machine.ts';
import * as stepRules from '../../machines/stepRules.ts';
import type { OrderMachineInput } from '../../machines/order/context.ts';

export const talPlan: Plan = planResponse(TALPRIV100);
export const voipPlan: Plan = planResponse(VOIPPRIV);
/** A VoIP plan without hardware, product or connection add-ons: it has no product step. */
export const barePlan: Plan = { ...voipPlan, code: 'VOIPBARE', categories: [] };

/** A private customer with everything the customer and account steps ask, paying by direct debit. */
export const completeCustomer = {
  ...emptyCustomerForm(),
  customerType: 'private',
  salutation: 'Mrs',
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '14.03.1985',
  email: 'anna.schmidt@example.de',
  phoneNumber: '030 1234567',
  connectionAddress: { street: 'Friedrichstraße', houseNumber: '123', postalCode: '10117', region: 'Berlin', country: 'DE', isApiValid: true },
  accountOwner: 'Anna Schmidt',
  accountNumber: 'DE89370400440532013000',
  accountBIC: 'COBADEFFXXX',
  acceptDirectDebit: true,
  password: 'sicher-genug-2026',
  repeatPassword: 'sicher-genug-2026',
};

export const anonymous: AuthResponse = { ...anonymousAuth(), embeddedFramePartnerCodes: [] };

export const translations: TranslationsResponse = {
  de: { brand: { name: 'Nordlicht' } },
  en: { brand: { name: 'Nordlicht' } },
  nl: { brand: { name: 'Nordlicht' } },
  fr: { brand: { name: 'Nordlicht' } },
};

export const planClasses: PlanClass[] = [];

export function httpError(status: number, call = 'loadPlan') {
  return Object.assign(new Error(`HTTP ${status}`), { call, status, code: status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE' });
}

export interface Calls {
  authenticate: Array<{ token: string | null }>;
  loadPlan: Array<{ code: string; lang: string }>;
  loadPlanClasses: unknown[];
  loadTranslations: number;
  saveSection: Array<{ step: string; body: Record<string, unknown> }>;
  loadBicTable: Array<{ country: BicTableCountry }>;
}

export interface FakeApi {
  authenticate?: (input: { token: string | null }) => Promise<AuthResponse>;
  loadPlan?: (input: { code: string; lang: string }) => Promise<Plan>;
  loadPlanClasses?: () => Promise<PlanClass[]>;
  loadTranslations?: () => Promise<TranslationsResponse>;
  saveSection?: (input: { step: string; body: Record<string, unknown> }) => Promise<unknown>;
  loadOrderAddress?: () => Promise<unknown>;
  loadBicTable?: (input: { country: BicTableCountry }) => Promise<BicTable>;
  /** the order saved so far, saved again in a new session */
  restoreOrder?: () => Promise<unknown>;
}

const plansByCode: Record<string, Plan> = { TALPRIV100: talPlan, VOIPPRIV: voipPlan, VOIPBARE: barePlan };

/** The root machine with fake actors that answer like the demo API and record what they were asked. */
export function fakeActors(api: FakeApi = {}) {
  const calls: Calls = { authenticate: [], loadPlan: [], loadPlanClasses: [], loadTranslations: 0, saveSection: [], loadBicTable: [] };
  const actors: Record<string, AnyActorLogic> = {
    authenticate: fromPromise(async ({ input }: { input: { token: string | null } }) => {
      calls.authenticate.push(input);
      return api.authenticate ? api.authenticate(input) : anonymous;
    }),
    loadPlan: fromPromise(async ({ input }: { input: { code: string; lang: string } }) => {
      calls.loadPlan.push(input);
      const plan = api.loadPlan ? await api.loadPlan(input) : plansByCode[input.code.toUpperCase()];
      if (!plan) throw httpError(404);
      return { plan, stepRules };
    }),
    loadPlanClasses: fromPromise(async ({ input }: { input: unknown }) => {
      calls.loadPlanClasses.push(input);
      return api.loadPlanClasses ? api.loadPlanClasses() : planClasses;
    }),
    loadTranslations: fromPromise(async () => {
      calls.loadTranslations += 1;
      return api.loadTranslations ? api.loadTranslations() : translations;
    }),
    saveSection: fromPromise(async ({ input }: { input: { step: string; body: Record<string, unknown> } }) => {
      calls.saveSection.push(input);
      return api.saveSection ? api.saveSection(input) : {};
    }),
    loadOrderAddress: fromPromise(async () => (api.loadOrderAddress ? api.loadOrderAddress() : {})),
    // a new session (the session region) answers like the demo's anonymous one; the order saved again is accepted
    renewSession: fromPromise(async () => anonymous),
    restoreOrder: fromPromise(async () => (api.restoreOrder ? api.restoreOrder() : {})),
    // the real tables (iban-to-bic's datasets), unless the test gives its own
    loadBicTable: fromPromise(async ({ input }: { input: { country: BicTableCountry } }) => {
      calls.loadBicTable.push(input);
      return api.loadBicTable ? api.loadBicTable(input) : { country: input.country, bics: await loadBicTable(input.country) };
    }),
  };
  return { actors, calls };
}

export function inputAt(url: string, extra: Partial<OrderMachineInput> = {}): OrderMachineInput {
  const parsed = new URL(url, 'http://shop.test');
  return {
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    basePath: '/',
    language: 'de',
    today: '2026-11-21',
    ...extra,
  };
}

export function startOrder(url: string, api: FakeApi = {}, extra: Partial<OrderMachineInput> = {}) {
  const { actors, calls } = fakeActors(api);
  const actor = createActor(orderMachine.provide({ actors: actors as never }), { input: inputAt(url, extra) });
  actor.start();
  return { actor, calls };
}
