import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { createDemoApp } from '../../../demo/api/app.ts';
import { findPlan, planResponse } from '../../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { orderMachine } from '../../../machines/order.machine.ts';
import type { OrderMachineInput } from '../../../machines/order/context.ts';
import { App } from '../../../src/element/App.tsx';
import { attachLanguage } from '../../../src/adapters/languageAdapter.ts';
import { PlanClassesResponse, type ApiClient, type PlanClass } from '../../../src/api/index.ts';
import { demoApiClient } from './demoApi.ts';
import { resolveAttributes, type OrderFormAttributes, type Routing } from '../../../src/contract/attributes.ts';
import { createI18n } from '../../../src/i18n/createI18n.ts';
import type { OrderRuntime } from '../../../src/runtime/createOrderRuntime.ts';
import { orderActors } from '../../../src/runtime/actors/order.ts';
import { fakeActors, inputAt, type FakeApi } from '../../machines/support.ts';

/** The plan classes exactly as the demo API's `GET plan-classes` answers them. */
export async function demoPlanClasses(): Promise<PlanClass[]> {
  const response = await createDemoApp().request('/api/plan-classes');
  return PlanClassesResponse.parse(await response.json()).data;
}

/** Plans and plan classes as the demo API answers them: the fake api of a shell that opens plans. */
export const demoPlans: FakeApi = { loadPlan: async ({ code }: { code: string }) => planResponse(findPlan(code)!), loadPlanClasses: demoPlanClasses };

export interface ShellOptions extends Partial<OrderMachineInput> {
  routing?: Routing;
  /** the element's `header` attribute */
  header?: string;
  /** the client the lazy chunks use (the cart's POST cart); the demo API in process by default */
  client?: ApiClient;
  /** more of the element's attributes (the portal and thank-you URLs, ...) */
  attributes?: OrderFormAttributes;
}

/**
 * A running order form on fake actors that answer with the demo fixtures (order4 texts, plan classes, plans):
 * the runtime the element would build, without a network. `calls` records what the actors were asked.
 */
export function startShell(url: string, api: FakeApi = {}, { routing = 'memory', header: _header, client, attributes, ...input }: ShellOptions = {}) {
  const apiClient = client ?? testApiClient();
  const { actors, calls } = fakeActors({ loadTranslations: async () => translationsFor('order4'), loadPlanClasses: demoPlanClasses, ...api });
  // the BIC tables as the element loads them: a table that cannot load goes to the client's reporter
  const bicTables = { loadBicTable: orderActors(apiClient).loadBicTable };
  const actor = createActor(orderMachine.provide({ actors: { ...actors, ...bicTables } as never }), { input: inputAt(url, input) });
  const i18n = createI18n(input.language ?? 'de');
  const detach = attachLanguage(actor, i18n, undefined, 'shell-test');
  actor.start();
  const runtime: OrderRuntime = {
    attributes: resolveAttributes({ ...attributes, routing }),
    actor,
    i18n,
    api: apiClient,
    stop() {
      detach();
      actor.stop();
    },
  };
  return { runtime, actor, calls };
}

/** Renders the element's React tree (App) on a test runtime. */
export function renderShell(url: string, api: FakeApi = {}, options: ShellOptions = {}) {
  const started = startShell(url, api, options);
  const view = render(<App runtime={started.runtime} {...(options.header ? { header: options.header } : {})} />);
  return { ...started, ...view };
}

/** A promise that never settles: the state that waits for it stays. */
export const never = <T,>() => new Promise<T>(() => undefined);

/** The api client of a shell under test: the demo API answers it in process (no network), with a visitor's cookies. */
export function testApiClient(): ApiClient {
  return demoApiClient(createDemoApp());
}

/** Waits until the step's parts below its first screenful are in the page too (`AfterFirstPaint`). */
export async function untilStepComplete(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-pending="after-first-paint"]')).toBeNull(), { timeout: 30_000 });
}

/**
 * The cart's lazy chunks, imported once before a file's tests: on a busy 2-core machine their first transform
 * takes longer than a test's wait for the dialog, which then times out on the import, not on the behaviour.
 * Call in `beforeAll` with a timeout of its own.
 */
export async function preloadCartChunks(): Promise<void> {
  await Promise.all([
    import('../../../src/shell/cart/CartPanel.tsx'),
    import('../../../src/shell/cart/quote/QuoteSection.tsx'),
    import('../../../src/shell/cart/planLink/PlanLinkForm.tsx'),
  ]);
}

/**
 * Opens the cart by its header button and waits until the dialog has taken the focus: it moves the focus in just
 * after it opens, and a click or keys before that (the chunks cached, a fast machine) would be lost to it.
 */
export async function openCart(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: /^Warenkorb: / }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return dialog;
}

/**
 * jsdom has no object URLs, and the saving click on a download link would navigate: a saved PDF gets a stand-in
 * address, the click is recorded (the spy returned). Undone by `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function stubPdfSaving() {
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: vi.fn(() => 'blob:quote-pdf'), revokeObjectURL: vi.fn() }));
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}
