import type { Route } from '@playwright/test';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { orderMachine, type OrderEvent } from '../../../machines/order.machine.ts';
import { activeLeaves } from '../../machines/modelHarness.ts';
import { events, input } from '../../machines/orderModel.ts';
import { inputAt } from '../../machines/support.ts';
import { findPlan, planResponse } from '../../../demo/api/fixtures/plans.ts';
import * as stepRules from '../../../machines/stepRules.ts';
import { injectFault } from '../e2e/demoFaults.ts';
import { fillQuoteForm } from '../e2e/quoteForm.ts';
import { expect } from '../e2e/fixtures.ts';
import { executors, wait, type Visitor } from './executors.ts';
import { eventKey, type WalkedPath } from './rootPaths.ts';

/*
 * Walk extensions (issue 49): what the root graph's events leave out (the connection and session regions, a save
 * that waits for the connection) walked in the browser after a graph path, on the same page. Each extension names
 * the page state whose path it starts from and its steps: a graph event done by its executor (`key`), or an act of
 * the visitor, the browser or the server with the machine's events it makes happen (`events`). The machine's states
 * after each step come from a replay of the path and the steps on the real machine (actors silent, the events
 * delivered by the replay), and every state after each step that has an assertion is asserted in the browser.
 */

/** What an extension's acts get: the path's visitor, and the page's next `PUT /api/order` held until released. */
export interface ExtensionVisitor extends Visitor {
  holdNextSave: (options?: { skip?: number }) => Promise<HeldSave>;
  /** the page's next `GET /api/auth` (a new session the visitor asked for), held until released */
  holdNextAuth: () => Promise<HeldSave>;
  /** the call an earlier step held, for a later step to let go */
  heldSave?: HeldSave;
}

export interface HeldSave {
  /** waits until the page has made the call, then lets the demo API answer it; its status */
  release: () => Promise<number>;
}

export type ExtensionStep =
  | { key: string }
  | {
      how: string;
      events: OrderEvent[];
      act: (visitor: ExtensionVisitor) => Promise<void>;
      /** the visitor opens this address in the same tab: the form starts anew there (the replay's machine too) */
      startsAt?: string;
    };

export interface Extension {
  name: string;
  /** the page state whose graph path is walked first */
  from: string;
  steps: ExtensionStep[];
  /** the page's clock is Playwright's from the start: the machine's delays pass when a step says so */
  clock?: boolean;
  /** /api/ answers of 400 and above the steps provoke, for the e2e fixture */
  apiErrors?: RegExp[];
  consoleErrors?: RegExp[];
}

/** An extension as the browser walks it: its steps, and the machine's active leaves after each. */
export interface WalkedExtension {
  name: string;
  from: string;
  labels: string[];
  leavesAfter: string[][];
}

const eventOfKey = (key: string) => {
  const event = events.find((candidate) => eventKey(candidate) === key);
  if (!event) throw new Error(`no graph event "${key}"`);
  return event as OrderEvent;
};

const networkFailure = Object.assign(new Error('Failed to fetch'), { code: 'ERR_NETWORK', status: 0 });
const serverError = Object.assign(new Error('HTTP 503'), { status: 503, code: 'ERR_BAD_RESPONSE' });
const stepNext: OrderEvent = { type: 'step.next' };
const saved = { type: 'xstate.done.actor.saveSection', output: {} } as unknown as OrderEvent;
const saveFailedOffline = { type: 'xstate.error.actor.saveSection', error: networkFailure } as unknown as OrderEvent;
// the call that needed the new session fails when that session cannot take over the order (src/api/renewal.ts)
const saveFailedNotRestored = {
  type: 'xstate.error.actor.saveSection',
  error: Object.assign(new Error('saveOrder failed: the new session could not take over the order saved so far'), { code: 'ERR_BAD_RESPONSE' }),
} as unknown as OrderEvent;
const restoreDone = { type: 'xstate.done.actor.restoreOrder', output: undefined } as unknown as OrderEvent;
const restoreFailed = { type: 'xstate.error.actor.restoreOrder', error: serverError } as unknown as OrderEvent;
const sessionEndedError = Object.assign(new Error('saveOrder failed: the session has ended'), { code: 'ERR_SESSION_ENDED', status: 401 });
const restoreRefusedEnded = { type: 'xstate.error.actor.restoreOrder', error: Object.assign(new Error('HTTP 401'), { status: 401, code: 'ERR_BAD_REQUEST' }) } as unknown as OrderEvent;
const saveFailedEnded = { type: 'xstate.error.actor.saveSection', error: sessionEndedError } as unknown as OrderEvent;
const renewedAuth = { isAuthenticated: false, parentCustomerId: null, isCustomerPortal: false };
const renewed = { type: 'session.renewed', auth: renewedAuth } as unknown as OrderEvent;

/** Fills what the step on screen shows of the fields the path changed so far, as the "Weiter" executor does. */
const fillPending = async (visitor: Visitor): Promise<void> => {
  const step = /\/plans\/[^/]+\/(\w+)\//.exec(new URL(visitor.page.url()).pathname)?.[1];
  for (const pending of visitor.pendingFills.filter((fill) => fill.step === step)) await pending.fill(visitor);
  visitor.pendingFills = visitor.pendingFills.filter((fill) => fill.step !== step);
};
const pressNext = (visitor: Visitor) => visitor.form.getByRole('button', { name: 'Weiter', exact: true }).click(wait);

const goOffline: ExtensionStep = {
  how: 'the browser loses its network',
  events: [{ type: 'connection.lost' } as OrderEvent],
  act: ({ page }) => page.context().setOffline(true),
};

/** One step's save that finds no connection, waits for it, and goes when it is back (held, then answered). */
const saveWhileOffline = (step: string): ExtensionStep[] => [
  { how: `fills the ${step} step while online (its live checks answered)`, events: [], act: fillPending },
  goOffline,
  { how: 'presses "Weiter": the save finds no connection', events: [stepNext, saveFailedOffline], act: pressNext },
  {
    how: "the network is back: the save goes by itself (the demo API's answer held)",
    events: [{ type: 'connection.restored' } as OrderEvent],
    act: async (visitor) => {
      visitor.heldSave = await visitor.holdNextSave();
      await visitor.page.context().setOffline(false);
    },
  },
  {
    how: 'the demo API saves the step',
    events: [saved],
    act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the save answered').toBeLessThan(400),
  },
  {
    how: 'the "back online" notice\'s 5 s pass on the page\'s clock',
    events: [{ type: 'xstate.after.restoredNotice.order.ready.connection.restored' } as unknown as OrderEvent],
    act: ({ page }) => page.clock.fastForward(5_000),
  },
];

/** A restore (the order saved so far sent into the new session) answered 503 by the demo, then waiting 2 s. */
const restoreRefused = (last = false): ExtensionStep => ({
  how: `the demo API answers the restore 503${last ? ", the third time: the step's save fails with it" : ''}`,
  events: last ? [restoreFailed, saveFailedNotRestored] : [restoreFailed],
  act: async (visitor) => {
    await injectFault(visitor.page, { path: 'order', method: 'PUT', status: 503 });
    expect(await visitor.heldSave!.release(), 'the restore answered').toBe(503);
  },
});
const restoreTriedAgain: ExtensionStep = {
  how: "the restore's 2 s pass on the page's clock: it is tried again (held)",
  events: [{ type: 'xstate.after.sessionRestoreRetry.order.ready.session.restoreWaiting' } as unknown as OrderEvent],
  act: async (visitor) => {
    visitor.heldSave = await visitor.holdNextSave();
    await visitor.page.clock.fastForward(2_000);
  },
};

export const extensions: Extension[] = [
  {
    name: 'the connection lost at each step: the save waits for it and goes when it is back',
    from: 'ready.page.plan.flow.product.editing',
    clock: true,
    consoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/],
    steps: [
      { key: 'field.changed connection.oldConnection' },
      { key: 'field.changed connection.buildingType' },
      { key: 'field.changed customer.*' },
      ...saveWhileOffline('product'),
      ...saveWhileOffline('activation'),
      ...saveWhileOffline('customer'),
      ...saveWhileOffline('account'),
    ],
  },
  {
    name: 'a session renewed while a step is saved: the order carried over, refused three times, told, tried again',
    from: 'ready.page.plan.flow.activation.editing',
    clock: true,
    apiErrors: [/^(401|503) PUT \/api\/order$/],
    steps: [
      { key: 'field.changed connection.buildingType' },
      {
        how: 'the session ends; "Weiter": the save is refused (401), a new session is made, the restore held',
        events: [stepNext, renewed],
        act: async (visitor) => {
          await fillPending(visitor);
          await injectFault(visitor.page, { path: 'order', method: 'PUT', endSession: true });
          // the refused save passes; the restore after it is held
          visitor.heldSave = await visitor.holdNextSave({ skip: 1 });
          await pressNext(visitor);
        },
      },
      restoreRefused(),
      restoreTriedAgain,
      restoreRefused(),
      restoreTriedAgain,
      restoreRefused(true),
      {
        how: 'presses "Erneut versuchen" in the notice (the restore held)',
        events: [{ type: 'session.restoreRetried' } as OrderEvent],
        act: async (visitor) => {
          visitor.heldSave = await visitor.holdNextSave();
          await visitor.form.locator('[data-session]').getByRole('button', { name: 'Erneut versuchen' }).click(wait);
        },
      },
      {
        how: 'the demo API takes the restore: the session is whole again',
        events: [restoreDone],
        act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the restore answered').toBeLessThan(400),
      },
      { how: 'presses "Weiter" again: the step is saved in the new session', events: [stepNext, saved], act: pressNext },
    ],
  },
  {
    name: 'a session a new one does not cure: told as ended, a new one started by the visitor, the order carried over',
    from: 'ready.page.plan.flow.activation.editing',
    apiErrors: [/^401 PUT \/api\/order$/],
    steps: [
      { key: 'field.changed connection.buildingType' },
      {
        how: 'the session ends twice; "Weiter": the save refused (401), a new session made, its restore refused too (401)',
        events: [stepNext, renewed, restoreRefusedEnded, saveFailedEnded],
        act: async (visitor) => {
          await fillPending(visitor);
          await injectFault(visitor.page, { path: 'order', method: 'PUT', endSession: true, times: 2 });
          await pressNext(visitor);
        },
      },
      {
        how: 'presses "Neue Sitzung starten" (the new session\'s answer held)',
        events: [{ type: 'session.restarted' } as OrderEvent],
        act: async (visitor) => {
          visitor.heldSave = await visitor.holdNextAuth();
          await visitor.form.locator('[data-session]').getByRole('button', { name: 'Neue Sitzung starten' }).click(wait);
        },
      },
      {
        how: 'the demo API makes the new session; the order saved so far is sent into it (held)',
        events: [{ type: 'xstate.done.actor.renewSession', output: renewedAuth } as unknown as OrderEvent],
        act: async (visitor) => {
          const auth = visitor.heldSave!;
          visitor.heldSave = await visitor.holdNextSave();
          expect(await auth.release(), 'the new session answered').toBeLessThan(400);
        },
      },
      {
        how: 'the demo API takes the restore: the session is whole again',
        events: [restoreDone],
        act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the restore answered').toBeLessThan(400),
      },
      { how: 'presses "Weiter" again: the step is saved in the new session', events: [stepNext, saved], act: pressNext },
    ],
  },
];

/** A route the visitor reaches without a reload, as the URL adapter hears `popstate` (the executors' `toRoute`). */
const goTo = (url: string): ExtensionStep => {
  const parsed = new URL(url, 'http://shop.test');
  return {
    how: `goes to ${url}`,
    events: [{ type: 'location.changed', pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } as OrderEvent],
    act: ({ page }) =>
      page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url),
  };
};

extensions.push({
  name: 'a quote link on a checked address: the address dialog offers only the quote, and continue',
  from: 'ready.page.plan.flow.product.editing',
  steps: [
    goTo('/plans/TALPRIV100/product/?quote[flatrate]=1'),
    {
      how: 'presses "Adresse ändern" beside the connection address',
      events: [{ type: 'addressCheck.requested' } as OrderEvent],
      act: ({ form }) => form.getByRole('region', { name: 'Anschlussadresse' }).getByRole('button', { name: 'Adresse ändern' }).click(wait),
    },
    {
      how: 'presses "Weiter zum Angebot" in the dialog',
      events: [
        {
          type: 'addressCheck.completed',
          address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE' },
          bandwidth: null,
          planCode: 'TALPRIV100',
          navigationStep: null,
        } as unknown as OrderEvent,
      ],
      act: ({ form }) => form.getByRole('dialog', { name: 'Verfügbarkeit prüfen' }).getByRole('button', { name: 'Weiter zum Angebot' }).click(wait),
    },
  ],
});

const quoteLink = '/plans/TALPRIV100/?quote[flatrate]=1';
extensions.push({
  name: 'a quote link opened before any address is checked: the address dialog offers the quote beside the check',
  from: 'ready.page.plans',
  apiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/],
  steps: [
    {
      how: `opens ${quoteLink} in the same tab as a new visitor (no cookie, no stored order): a new start-up, the demo API's new session has no address checked (a line plan answers 412)`,
      startsAt: quoteLink,
      events: [
        eventOfKey('xstate.done.actor.authenticate'),
        eventOfKey('xstate.done.actor.loadPlanClasses'),
        eventOfKey('xstate.done.actor.loadTranslations'),
        eventOfKey('xstate.error.actor.loadPlan 412'),
        { type: 'xstate.done.actor.loadOrderAddress', output: { orderAddress: null, bandwidth: null } } as unknown as OrderEvent,
      ],
      act: async ({ page }) => {
        // whatever the path before checked or stored (the graph's shortest path into the plan list may load a plan)
        await page.context().clearCookies();
        await page.evaluate(() => sessionStorage.clear());
        const plan = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/plans/TALPRIV100');
        await page.goto(quoteLink);
        expect((await plan).status(), 'the plan answered').toBe(412);
      },
    },
  ],
});

/** A step reached before, chosen in the step indicator (StepIndicator.tsx: its buttons). */
const chooseStep = (step: 'account' | 'confirm', label: string): ExtensionStep => ({
  how: `chooses "${label}" in the step indicator`,
  events: [{ type: 'step.selected', step } as OrderEvent],
  act: ({ form }) => form.getByRole('navigation', { name: 'Bestellschritte' }).getByRole('button', { name: new RegExp(label) }).click(wait),
});
const saveRefused503 = { type: 'xstate.error.actor.saveSection', error: serverError } as unknown as OrderEvent;
/** The step's save error alert's "Erneut versuchen" (StepFrame.tsx): the same save again, which confirm has no other way to. */
const retrySave = (visitor: Visitor) => visitor.form.getByRole('alert').getByRole('button', { name: 'Erneut versuchen' }).click(wait);

extensions.push({
  name: "a save of the confirm step: a failed save's retry, there, sends confirm's section (and waits for the connection)",
  from: 'ready.page.plan.flow.confirm.editing',
  clock: true,
  apiErrors: [/^503 PUT \/api\/order$/],
  consoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/],
  steps: [
    chooseStep('account', 'Kundenkonto'),
    {
      how: 'presses "Weiter": the demo API answers the save 503',
      events: [stepNext, saveRefused503],
      act: async (visitor) => {
        await injectFault(visitor.page, { path: 'order', method: 'PUT', status: 503 });
        await pressNext(visitor);
      },
    },
    chooseStep('confirm', 'Bestätigung'),
    {
      how: 'presses "Erneut versuchen" in the failed save\'s alert, on the confirm step (the save held)',
      events: [stepNext],
      act: async (visitor) => {
        visitor.heldSave = await visitor.holdNextSave();
        await retrySave(visitor);
      },
    },
    {
      how: "the demo API saves the confirm step's section",
      events: [saved],
      act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the save answered').toBeLessThan(400),
    },
    chooseStep('account', 'Kundenkonto'),
    {
      how: 'presses "Weiter": the demo API answers the save 503 again',
      events: [stepNext, saveRefused503],
      act: async (visitor) => {
        await injectFault(visitor.page, { path: 'order', method: 'PUT', status: 503 });
        await pressNext(visitor);
      },
    },
    chooseStep('confirm', 'Bestätigung'),
    goOffline,
    { how: 'presses "Erneut versuchen" offline: the save finds no connection', events: [stepNext, saveFailedOffline], act: retrySave },
    {
      how: "the network is back: the confirm step's save goes by itself (held)",
      events: [{ type: 'connection.restored' } as OrderEvent],
      act: async (visitor) => {
        visitor.heldSave = await visitor.holdNextSave();
        await visitor.page.context().setOffline(false);
      },
    },
    {
      how: 'the demo API saves it',
      events: [saved],
      act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the save answered').toBeLessThan(400),
    },
  ],
});

/** Every actor of the root machine silent: the replay delivers their answers as events. */
const silent = fromPromise(() => new Promise<never>(() => undefined));
const replayMachine = orderMachine.provide({
  actors: Object.fromEntries(
    ['authenticate', 'loadPlanClasses', 'loadTranslations', 'loadPlan', 'saveSection', 'loadOrderAddress', 'loadBicTable', 'restoreOrder', 'renewSession'].map(
      (actor) => [actor, silent],
    ),
  ) as never,
});


/** A plan's answer and its step rules, as the demo API and the plan's chunk give them (the replay's own plan data). */
const planArrives = (plan: string): ExtensionStep => ({
  how: `the demo API answers the plan ${plan} (its step rules came with the first plan)`,
  events: [{ type: 'xstate.done.actor.loadPlan', output: { plan: planResponse(findPlan(plan)!), stepRules } } as unknown as OrderEvent],
  act: async (visitor) => void expect(await visitor.heldSave!.release(), 'the plan answered').toBe(200),
});

/** Another plan's page gone to as `goTo` does, its plan's answer held (the page shows the plan loading). */
const goToPlan = (url: string, plan: string): ExtensionStep => {
  const step = goTo(url);
  if (!('act' in step)) throw new Error('goTo is an act');
  return {
    ...step,
    how: `${step.how} (the plan's answer held)`,
    act: async (visitor) => {
      visitor.heldSave = await holder(visitor, 'GET', `/api/plans/${plan}`)();
      await step.act(visitor);
    },
  };
};

const businessQuoteLink = '/plans/TALBIZ250/product/?quote[flatrate]=1';
extensions.push({
  name: "a business line plan's quote link whose quote the demo API cannot make: the quote status is an error, and the address dialog no longer offers the quote",
  from: 'ready.page.plan.flow.product.editing',
  apiErrors: [/^500 POST \/api\/quotes$/],
  steps: [
    goToPlan(businessQuoteLink, 'TALBIZ250'),
    planArrives('TALBIZ250'),
    {
      how: 'opens the cart, reveals the quote form with "Angebot anfordern" and fills it in',
      events: [],
      act: async ({ form }) => {
        await form.locator('[data-part="cart-button"]').click(wait);
        await fillQuoteForm(form.getByRole('dialog', { name: 'Ihre Bestellung' }));
      },
    },
    {
      how: 'presses "Angebot anfordern" again: the demo API answers 500',
      events: [{ type: 'quote.failed' } as OrderEvent],
      act: async ({ page, form }) => {
        await injectFault(page, { path: 'quotes', method: 'POST', status: 500 });
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quotes' && response.request().method() === 'POST');
        await form.getByRole('dialog', { name: 'Ihre Bestellung' }).getByRole('button', { name: 'Angebot anfordern' }).click(wait);
        expect((await answered).status(), 'the quote answered').toBe(500);
      },
    },
    {
      how: 'closes the cart and presses "Adresse ändern" beside the connection address',
      events: [{ type: 'addressCheck.requested' } as OrderEvent],
      act: async ({ form }) => {
        await form.getByRole('dialog', { name: 'Ihre Bestellung' }).getByRole('button', { name: 'Schließen' }).click(wait);
        await form.getByRole('region', { name: 'Anschlussadresse' }).getByRole('button', { name: 'Adresse ändern' }).click(wait);
      },
    },
  ],
});

/** The extension's steps replayed after its path on the machine: the leaves after each step. */
export function walkedExtension(extension: Extension, path: WalkedPath): WalkedExtension {
  let actor = createActor(replayMachine, { input }) as AnyActorRef;
  actor.start();
  for (const key of path.keys) if (key !== 'xstate.init') actor.send(eventOfKey(key));
  const labels: string[] = [];
  const leavesAfter: string[][] = [];
  for (const step of extension.steps) {
    if ('key' in step) {
      actor.send(eventOfKey(step.key));
      labels.push(`${step.key}: the visitor ${(executors[step.key] as { how: string }).how}`);
    } else {
      if (step.startsAt) {
        actor.stop();
        actor = createActor(replayMachine, { input: inputAt(step.startsAt) }) as AnyActorRef;
        actor.start();
      }
      for (const event of step.events) actor.send(event);
      labels.push(step.how);
    }
    leavesAfter.push(activeLeaves(actor.getSnapshot().value));
  }
  actor.stop();
  return { name: extension.name, from: extension.from, labels, leavesAfter };
}

/** The page's next `PUT /api/order` (after `skip` of them), held until released. */
export const saveHolder = (visitor: Visitor) => holder(visitor, 'PUT', '/api/order');
export const authHolder = (visitor: Visitor) => holder(visitor, 'GET', '/api/auth');

function holder(visitor: Visitor, method: string, pathname: string) {
  return async ({ skip = 0 }: { skip?: number } = {}): Promise<HeldSave> => {
    let seen = 0;
    const held = Promise.withResolvers<Route>();
    const matcher = (url: URL) => url.pathname === pathname;
    const handler = async (route: Route) => {
      if (route.request().method() !== method || seen++ < skip) return route.fallback();
      await visitor.page.unroute(matcher, handler);
      held.resolve(route);
    };
    await visitor.page.route(matcher, handler);
    return {
      release: async () => {
        const route = await Promise.race([held.promise, visitor.page.waitForTimeout(20_000).then(() => null)]);
        if (!route) throw new Error(`the page made no ${method} ${pathname} to hold`);
        await route.fallback();
        const response = await route.request().response();
        return response?.status() ?? 0;
      },
    };
  };
}
