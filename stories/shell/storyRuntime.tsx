import { anonymousAuth } from '../../demo/api/fixtures/catalogue.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { createDemoApp } from '../../demo/api/app.ts';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../demo/api/fixtures/translations/index.ts';
import { orderMachine, type OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderContext } from '../../machines/order/context.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { attachLanguage } from '../../src/adapters/languageAdapter.ts';
import { createApiClient, PlanClassesResponse, type AuthResponse, type PlanClass, type TranslationsResponse } from '../../src/api/index.ts';
import { resolveAttributes, type HeaderPosition, type OrderFormAttributes } from '../../src/contract/attributes.ts';
import type { Language, Plan } from '../../src/domain/index.ts';
import { createI18n } from '../../src/i18n/createI18n.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import { loadBicTable } from '../../src/domain/bicTables.ts';
import type { OrderRuntime } from '../../src/runtime/createOrderRuntime.ts';
import { OrderFormProvider } from '../../src/shell/OrderFormContext.tsx';
import { Shell } from '../../src/shell/Shell.tsx';
import { stepScreens } from '../../src/steps/registry.ts';
import type { StoryLocale } from '../ui/texts.ts';

/** What the fake actors answer; each defaults to the demo API's fixtures. */
export interface StoryApi {
  authenticate?: () => Promise<AuthResponse>;
  loadPlanClasses?: () => Promise<PlanClass[]>;
  loadTranslations?: () => Promise<TranslationsResponse>;
  loadPlan?: (code: string) => Promise<Plan>;
  saveSection?: () => Promise<unknown>;
}

export const anonymous: AuthResponse = { ...anonymousAuth(), embeddedFramePartnerCodes: [] };

/** A promise that never settles: the state waiting for it stays (booting, plan loading). */
export const never = <T,>() => new Promise<T>(() => undefined);

/** An ApiError-like failure, as the client throws it. */
export const failure = (status: number, call: string) =>
  Object.assign(new Error(`HTTP ${status}`), { call, status, code: status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE' });

const demoApp = createDemoApp();

async function demoPlanClasses(): Promise<PlanClass[]> {
  const response = await demoApp.request('/api/plan-classes');
  return PlanClassesResponse.parse(await response.json()).data;
}

async function demoPlan(code: string): Promise<Plan> {
  const plan = findPlan(code);
  if (!plan) throw failure(404, 'loadPlan');
  return planResponse(plan);
}

function storyActors(api: StoryApi): Record<string, AnyActorLogic> {
  return {
    authenticate: fromPromise(async () => (api.authenticate ? api.authenticate() : anonymous)),
    loadPlanClasses: fromPromise(async () => (api.loadPlanClasses ? api.loadPlanClasses() : demoPlanClasses())),
    loadTranslations: fromPromise(async () => (api.loadTranslations ? api.loadTranslations() : translationsFor('order4'))),
    loadPlan: fromPromise(async ({ input }: { input: { code: string } }) => ({ plan: await (api.loadPlan ? api.loadPlan(input.code) : demoPlan(input.code)), stepRules })),
    saveSection: fromPromise(async () => (api.saveSection ? api.saveSection() : {})),
    loadBicTable: fromPromise(async ({ input }: { input: { country: BicTableCountry } }) => ({ country: input.country, bics: await loadBicTable(input.country) })),
  };
}

export interface StoryRuntimeOptions {
  /** the address the form starts at, with its query */
  url: string;
  language: Language;
  api?: StoryApi;
  /**
   * Start in this state instead of booting (for states a visitor reaches only after many steps): the state
   * value and the context on top of a booted one (texts, plan classes loaded).
   */
  at?: { value: OrderSnapshot['value']; context: (booted: OrderContext) => Partial<OrderContext> };
  /** more of the element's attributes (portal and thank-you URLs) */
  attributes?: OrderFormAttributes;
}

/**
 * Started at the customer step of `plan` (loaded, its rules too, the product step counted as done), with more of
 * the context on top: the customer step's stories, and the cart's over a page without the product step's
 * checked address (which would repeat the cart's landmark).
 */
export function atCustomerStep(plan: string, more: (booted: OrderContext) => Partial<OrderContext> = () => ({})): NonNullable<StoryRuntimeOptions['at']> {
  return {
    value: { ready: { page: { plan: { flow: { customer: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
    context: (booted) => ({
      plan: planResponse(findPlan(plan)!),
      stepRules,
      route: { name: 'step', plan, step: 'customer' },
      flow: { highestStep: 'customer', cameFromPlanList: true, skippedSteps: ['product'] },
      partner: booted.partner,
      ...more(booted),
    }),
  };
}

/** A running order form in memory, on fake actors answering with the demo API's fixtures. */
export async function createStoryRuntime({ url, language, api = {}, at, attributes }: StoryRuntimeOptions): Promise<OrderRuntime> {
  const machine = orderMachine.provide({ actors: storyActors(api) as never });
  const parsed = new URL(url, 'http://shop.test');
  const input = {
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    basePath: '/',
    language,
    today: '2026-11-21',
  };
  let snapshot: OrderSnapshot | undefined;
  if (at) {
    const initial = createActor(machine, { input }).getSnapshot().context;
    const booted = { ...initial, translations: translationsFor('order4'), planClasses: await demoPlanClasses(), auth: anonymous };
    snapshot = machine.resolveState({ value: at.value, context: { ...booted, ...at.context(booted) } }) as OrderSnapshot;
  }
  const actor = createActor(machine, { input, ...(snapshot ? { snapshot } : {}) });
  const i18n = createI18n(language);
  const detach = attachLanguage(actor, i18n, undefined, 'storybook-shell');
  // msw answers /api/ with the demo API; its first GET gives the XSRF cookie the steps' posts echo
  const client = createApiClient({ apiBase: '/api/' });
  await client.checkSession().catch(() => undefined);
  actor.start();
  return {
    attributes: resolveAttributes({ ...attributes, routing: 'memory' }),
    actor,
    i18n,
    api: client,
    stop() {
      detach();
      actor.stop();
    },
  };
}

/**
 * The Shell on a story runtime, as the element renders it (without the shadow root: Storybook's document
 * carries the styles, and the toolbar's theme reaches the custom properties). Re-created per locale.
 */
export function ShellStory(props: ShellStoryProps) {
  return <ShellWithRuntime key={props.locale} {...props} />;
}

type ShellStoryProps = Omit<StoryRuntimeOptions, 'language'> & {
  locale: StoryLocale;
  /** the element's `header` attribute */
  headerPosition?: HeaderPosition;
};

function ShellWithRuntime({ locale, headerPosition, ...options }: ShellStoryProps) {
  const runtime = useStoryRuntime({ ...options, language: locale });
  if (!runtime) return null;
  return (
    <OrderFormProvider runtime={runtime} portalRoot={null} steps={stepScreens}>
      <div part="root" lang={locale} className="font-sans text-slate-900">
        <Shell {...(headerPosition ? { headerPosition } : {})} />
      </div>
    </OrderFormProvider>
  );
}

/**
 * A story runtime while the component is mounted, stopped when it goes (also when it goes before the runtime is
 * made). One runtime per mount: the story's options do not change while it is shown (a new locale remounts).
 */
export function useStoryRuntime(options: StoryRuntimeOptions): OrderRuntime | null {
  const [runtime, setRuntime] = useState<OrderRuntime | null>(null);
  useEffect(() => {
    let cancelled = false;
    let created: OrderRuntime | null = null;
    void createStoryRuntime(options).then((next) => {
      created = next;
      if (cancelled) next.stop();
      else setRuntime(next);
    });
    return () => {
      cancelled = true;
      created?.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return runtime;
}

/** A part of the form (not the whole shell) on a story runtime, in the element's provider and root part. */
export function OnStoryRuntime({ className = '', children, ...options }: StoryRuntimeOptions & { className?: string; children: ReactNode }) {
  const runtime = useStoryRuntime(options);
  if (!runtime) return null;
  return (
    <OrderFormProvider runtime={runtime} portalRoot={null}>
      <div part="root" lang={options.language} className={`font-sans text-slate-900 ${className}`.trim()}>
        {children}
      </div>
    </OrderFormProvider>
  );
}

export const localeOf = (globals: { locale?: unknown }): StoryLocale => ((globals.locale as StoryLocale | undefined) ?? 'de');
