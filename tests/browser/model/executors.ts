import type { Locator, Page } from '@playwright/test';
import { expect, orderForm, pageDriver } from '../e2e/fixtures.ts';
import { accountLabels, addressCheck, customerLabels, fillPrivateCustomer } from '../journeys/vocabulary.ts';
import { setElementLanguage } from '../e2e/screens.ts';
import { addressDuringStartUp, type OrderSnapshot } from '../../machines/orderModel.ts';
import type { Answer } from './serverAnswers.ts';

/** A step's chunk and its texts load on a busy 2-core machine: not a speed test. */
export const wait = { timeout: 20_000 };

/** The page a path walks, and what the visitor has decided to type where its field is on screen. */
export interface Visitor {
  page: Page;
  form: Locator;
  /** fills waiting for their step: the graph changes a field in any step, a person types it where it is shown */
  pendingFills: Array<{ step: FlowStep; fill: (visitor: Visitor) => Promise<void> }>;
  /** the actors whose calls the path holds to its end */
  held: ReadonlySet<string>;
}

type FlowStep = 'product' | 'activation' | 'customer' | 'account' | 'confirm';

/** How an event of the graph happens in the browser: the server answers a call, or a visitor (or the host page) acts. */
export type Executor =
  | {
      by: 'server';
      actor: string;
      answer: Answer;
      how: string;
      /** what a visitor does that makes the call, where the machine's graph leaves it implicit (the IBAN that picks a BIC table) */
      prompt?: (visitor: Visitor) => Promise<void>;
      /** what a person sees of the answer, once it was served, where no page state tells it (the BIC it derives, or not) */
      shown?: (visitor: Visitor) => Promise<void>;
    }
  | {
      by: 'visitor' | 'host page';
      how: string;
      run: (visitor: Visitor) => Promise<void>;
      /** the /api/ answers of 400 and above the demo API gives on the page this leads to (`404 GET /api/...`) */
      apiErrors?: string[];
    };

const server = (actor: string, answer: Answer, how: string, more: Pick<Extract<Executor, { by: 'server' }>, 'prompt' | 'shown'> = {}): Executor => ({
  by: 'server',
  actor,
  answer,
  how,
  ...more,
});

/**
 * The customer step loads its IBAN's country's BIC table when the IBAN is typed (or on entry, when the form has one):
 * the graph's table answer follows the step's entry, where the walk's form has no IBAN yet, so the visitor types one.
 */
const ibanField = (form: Locator) => form.getByRole('textbox', { name: customerLabels.iban });
const bicField = (form: Locator) => form.getByRole('textbox', { name: customerLabels.bic });
const typesGermanIban = async ({ form }: Visitor) => void (await ibanField(form).fill('DE89370400440532013000', wait));
type ActingExecutor = Extract<Executor, { by: 'visitor' | 'host page' }>;
const visitor = (how: string, run: (visitor: Visitor) => Promise<void>): ActingExecutor => ({ by: 'visitor', how, run });

/** The page the path starts at: the model's input (`inputAt('/plans/TALPRIV100/')`). */
export const startUrl = '/plans/TALPRIV100/';

/** A route the visitor reaches without a reload (a link or the history), as the URL adapter hears `popstate`. */
const toRoute = (url: string, apiErrors: string[] = []): ActingExecutor => ({
  ...visitor(`goes to ${url}`, async ({ page, form, held }) => {
    // a plan that arrives (not held) starts its flow, which routes to its first step: a route pushed before that
    // would be overwritten by it. A visitor's link is clicked once the page has settled: on the flow's first step, in
    // the address check's dialog (a line plan waits for its address there), on the plan's failure with its retry, or
    // on another page (the form writes a plan's address without its trailing slash, as the spec names it:
    // /plans/{plan}; /plans/error is the page of a plan not found)
    if (!held.has('loadPlan')) {
      const onPlanAddress = () => /^\/plans\/(?!error\/?$)[^/]+\/?$/.test(new URL(page.url()).pathname);
      const settled = async () =>
        !onPlanAddress() || (await form.getByRole('dialog').isVisible()) || (await form.getByRole('button', { name: 'Erneut versuchen' }).isVisible());
      await expect.poll(settled, { message: 'the page settled: the flow on its first step, a dialog, a retry or another page', ...wait }).toBe(true);
    }
    await page.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }),
  apiErrors,
});

const fillLater = (step: FlowStep, fill: (visitor: Visitor) => Promise<void>) => async (visitor: Visitor) => void visitor.pendingFills.push({ step, fill });

/** The step in the address, once the flow has routed to one (a plan's address gets its step when the flow starts). */
const stepOnScreen = async (page: Page): Promise<FlowStep> => {
  const stepIn = () => /\/plans\/[^/]+\/(\w+)\//.exec(new URL(page.url()).pathname)?.[1];
  await expect.poll(stepIn, { message: `a step in the address ${page.url()}`, ...wait }).toBeTruthy();
  return stepIn() as FlowStep;
};

/** Every root machine event the browser can make happen, keyed as rootPaths.ts's `eventKey` names them. */
export const executors: Record<string, Executor> = {
  'xstate.init': visitor(`opens ${startUrl}`, async ({ page }) => void (await page.goto(startUrl))),

  'xstate.done.actor.authenticate': server('authenticate', { kind: 'real' }, 'the demo API makes an anonymous session'),
  'xstate.done.actor.authenticate parent customer': server(
    'authenticate',
    { kind: 'patched', patch: { isAuthenticated: true, parentCustomerId: 'K-4711', isCustomerPortal: false } },
    "the session answer of a parent customer without the customer-portal flag (the demo's answer, patched)",
  ),
  'xstate.error.actor.authenticate 401': server('authenticate', { kind: 'status', status: 401 }, 'auth answers 401'),
  'xstate.error.actor.authenticate 503': server('authenticate', { kind: 'status', status: 503 }, 'auth answers 503'),
  'xstate.done.actor.loadPlanClasses': server('loadPlanClasses', { kind: 'real' }, 'the demo API answers the plan classes'),
  'xstate.error.actor.loadPlanClasses 503': server('loadPlanClasses', { kind: 'status', status: 503 }, 'plan-classes answers 503'),
  'xstate.done.actor.loadTranslations': server('loadTranslations', { kind: 'real' }, 'the demo API answers the texts'),
  'xstate.error.actor.loadTranslations 503': server('loadTranslations', { kind: 'status', status: 503 }, 'translations answers 503'),
  // a line plan answers 412 until the session has a checked address: the path's runner checks it first (checkAddressFirst)
  'xstate.done.actor.loadPlan': server('loadPlan', { kind: 'real' }, 'the demo API answers the plan (the session has a checked address)'),
  'xstate.error.actor.loadPlan 404': server('loadPlan', { kind: 'status', status: 404 }, 'the plan answers 404'),
  'xstate.error.actor.loadPlan 412': server('loadPlan', { kind: 'real', status: 412 }, 'the demo API answers 412: no checked address yet'),
  'xstate.error.actor.loadPlan 502': server('loadPlan', { kind: 'status', status: 502 }, 'the plan answers 502'),
  'xstate.done.actor.loadOrderAddress': server('loadOrderAddress', { kind: 'real' }, "the demo API answers the order's address"),
  'xstate.done.actor.saveSection': server('saveSection', { kind: 'real' }, 'the demo API saves the step'),
  'xstate.error.actor.saveSection 422': server('saveSection', { kind: 'status', status: 422 }, 'PUT order answers 422'),
  'xstate.error.actor.saveSection 503': server('saveSection', { kind: 'status', status: 503 }, 'PUT order answers 503'),
  'xstate.done.actor.bicTable': server('bicTable', { kind: 'real' }, "the preview server sends the German IBAN's BIC table (/assets/de-<hash>.js)", {
    prompt: typesGermanIban,
    // the BIC is found from the IBAN, and says so
    shown: async ({ form }) => {
      await expect(bicField(form)).toHaveValue('COBADEFFXXX', wait);
      await expect(bicField(form)).toHaveAccessibleDescription(/IBAN/, wait);
    },
  }),
  'xstate.error.actor.bicTable TypeError': server('bicTable', { kind: 'dropped' }, 'the German BIC table chunk (/assets/de-<hash>.js) does not arrive', {
    prompt: typesGermanIban,
    // nothing derived: the BIC is the visitor's to type
    shown: async ({ form }) => {
      await expect(bicField(form)).toBeEditable(wait);
      await expect(bicField(form)).toHaveValue('');
    },
  }),

  'location.changed /': toRoute('/'),
  'location.changed /plans/TALPRIV100/product/': toRoute('/plans/TALPRIV100/product/'),
  'location.changed /plans/error?voucher=X': toRoute('/plans/error?voucher=X'),
  'location.changed /unsupported': toRoute('/unsupported'),
  'location.changed /nect': toRoute('/nect'),
  'location.changed /plans/TALPRIV100/thanks/': toRoute('/plans/TALPRIV100/thanks/'),
  // no link was saved in the path's session: the page's details ask for it, and the demo API answers 404
  'location.changed /plans/TALPRIV100/link-created/': toRoute('/plans/TALPRIV100/link-created/', ['404 GET /api/plan-links/TALPRIV100']),
  'location.changed /nowhere': toRoute('/nowhere'),

  'route.requested': visitor('clicks the logo, the header\'s link to the plan list', ({ form }) =>
    form.getByRole('link', { name: 'Nordlicht Telekom – Startseite' }).click(wait),
  ),
  'plan.chosen': visitor('orders Glasfaser Home 100 on the plan list', async ({ form }) => {
    await form.getByRole('article', { name: /Glasfaser Home 100/ }).getByRole('link', { name: 'Jetzt bestellen' }).click(wait);
  }),
  'language.changed': {
    by: 'host page',
    how: "sets the element's lang to fr (the German plan's menu offers German and English only)",
    run: ({ page }) => setElementLanguage(page, 'fr'),
  },
  'field.changed connection.oldConnection': visitor(
    'answers "Nein, neuer Anschluss" and "Kennen Sie den Vormieter? Nein" on the product step',
    fillLater('product', async ({ form }) => {
      await form.getByRole('radio', { name: 'Nein, neuer Anschluss' }).check(wait);
      await form.getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
    }),
  ),
  'field.changed connection.buildingType': visitor(
    'chooses the building type on the activation step',
    fillLater('activation', async ({ form }) => void (await form.getByRole('combobox', { name: 'Gebäudeart' }).selectOption('detachedHouse', wait))),
  ),
  'field.changed customer.*': visitor('fills in a private customer on the customer step, and the password on the account step', async (visitor) => {
    await fillLater('customer', async ({ page, form }) => {
      await form.getByRole('radio', { name: customerLabels.customerType.private }).check(wait);
      // the journey kit's vocabulary (tests/browser/journeys/vocabulary.ts), on its driver over the visitor's page
      await fillPrivateCustomer(pageDriver(page), { salutation: 'Mrs', firstName: 'Anna', lastName: 'Schmidt', birthDate: '14.03.1985', email: 'anna.schmidt@example.de', iban: 'DE89370400440532013000' });
    })(visitor);
    await fillLater('account', async ({ form }) => {
      await form.getByLabel(accountLabels.password).fill('sicher-genug-2026', wait);
      await form.getByLabel(accountLabels.repeat).fill('sicher-genug-2026');
    })(visitor);
  }),
  'liveValidation.completed': visitor('types a line id on the activation step and leaves the field; the server checks it', async ({ page, form }) => {
    const checked = page.waitForResponse((response) => response.url().endsWith('/order/validate') && response.request().method() === 'POST', wait);
    const lineId = form.getByRole('textbox', { name: 'Leitungs-ID' });
    await lineId.fill('DEU.DTAG.A1B2C3D4', wait);
    await lineId.blur();
    expect((await checked).ok()).toBe(true);
    await expect(lineId).not.toHaveAttribute('aria-invalid', 'true', wait);
  }),
  'step.next': visitor('fills what the step shows of the fields changed so far, and presses "Weiter"', async (visitor) => {
    const step = await stepOnScreen(visitor.page);
    for (const pending of visitor.pendingFills.filter((fill) => fill.step === step)) await pending.fill(visitor);
    visitor.pendingFills = visitor.pendingFills.filter((fill) => fill.step !== step);
    await visitor.form.getByRole('button', { name: 'Weiter', exact: true }).click(wait);
  }),
  'step.changeRequested': visitor('presses "Produkt ändern" in the summary of the confirm step', ({ form }) =>
    form.getByRole('button', { name: 'Produkt ändern' }).click(wait),
  ),
  'step.back': visitor('presses "Zurück"', ({ form }) => form.getByRole('button', { name: 'Zurück', exact: true }).click(wait)),
  'boot.retried': visitor('presses "Erneut laden"', ({ form }) => form.getByRole('button', { name: 'Erneut laden' }).click(wait)),
  'plan.retried': visitor('presses "Erneut versuchen"', ({ form }) => form.getByRole('button', { name: 'Erneut versuchen' }).click(wait)),
  'addressCheck.completed': visitor('checks Friedrichstraße 123, Berlin, in the address check and goes on', async ({ form }) => {
    const dialog = form.getByRole('dialog', { name: addressCheck.dialog });
    const search = dialog.getByRole('combobox', { name: addressCheck.search });
    await search.fill(addressCheck.typed, wait);
    await expect(dialog.getByRole('option', { name: addressCheck.suggestion })).toBeVisible(wait);
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(dialog.getByText(addressCheck.available)).toBeVisible(wait);
    await dialog.getByRole('button', { name: addressCheck.continue }).click();
  }),
};

const onCustomerStep = (snapshot: OrderSnapshot) => snapshot.matches({ ready: { page: { plan: { flow: { customer: 'editing' } } } } });

/**
 * Events the machine takes in more states than a visitor can make them happen in, with where the screen offers them:
 * the graph offers them there only.
 */
export const shownWhere: Record<string, (snapshot: OrderSnapshot) => boolean> = {
  // the walker answers the start-up's calls as they come and cannot hold the page in it: navigation.spec.ts holds the
  // session call and goes to the thank-you page meanwhile ("a page gone to during the start-up is shown ...")
  [`location.changed ${addressDuringStartUp}`]: (snapshot) => snapshot.matches('ready'),
  // the customer step starts its IBAN's BIC table as it opens; the machine takes the table's answer on every step
  'xstate.done.actor.bicTable': onCustomerStep,
  'xstate.error.actor.bicTable TypeError': onCustomerStep,
  // the line id is a field of the activation step; the machine takes a check's answer on every step
  'liveValidation.completed': (snapshot) => snapshot.matches({ ready: { page: { plan: { flow: { activation: 'editing' } } } } }),
  // the plan list's link is the header's logo (and the message pages' link): not while a dialog holds the page
  'route.requested': (snapshot) => snapshot.matches({ ready: { modal: 'closed' } }),
  // the plan list's order buttons: where the plan list is on screen and no dialog holds the page
  'plan.chosen': (snapshot) => snapshot.matches({ ready: { page: 'plans', modal: 'closed' } }),
  // "Weiter" is on every step but confirm, whose section is sent only by a failed save's retry (the confirm extension)
  'step.next': (snapshot) => !snapshot.matches({ ready: { page: { plan: { flow: 'confirm' } } } }),
  // the change links are in the confirm step's summary; the machine takes the event on every step
  'step.changeRequested': (snapshot) => snapshot.matches({ ready: { page: { plan: { flow: { confirm: 'editing' } } } } }),
};

/**
 * Events of the root machine's graph that no executor makes happen, each with the reason. The suite fails on an event
 * that is in neither list, so a new event cannot slip in unwalked.
 */
export const notExecuted: Record<string, string> = {
  'quote.reset': "raised by the machine itself with plan.chosen (a new plan's quote starts afresh), never sent from outside",
  'quoteForm.changed':
    'the quote form keeps its values in the root: a visitor typing into it sends it, which the quote machine\'s paths do in the browser (child.model.spec.ts, "form.validityChanged valid")',
  'planLinkEmail.changed':
    'the plan link\'s address kept in the root: a visitor typing it sends it, which the plan link machine\'s paths do in the browser (child.model.spec.ts)',
  'planLink.unavailable':
    "sent when a saved configuration's link (`?quote_hash=`) is gone; the root graph starts without one, and quote.spec.ts walks it (\"a saved configuration the server no longer has\")",
  'submission.keyChanged': "sent by the submission machine whenever the order's key changes (a submit starts, an answer settles its fate): its paths in the browser do it (child.model.spec.ts, \"submission.requested accepted\")",
  'order.submitted': 'sent by the submission machine once the order is placed: its paths in the browser end with it (child.model.spec.ts, "submitted")',
};

/**
 * Events with an executor whose one path through them (the graph's shortest into a state no other event reaches) is
 * not one a visitor can walk, each with the reason; the coverage table lists them.
 */
export const notWalkedThrough: Record<string, string> = {};

/** A path whose first plan answer is the plan itself needs a session with a checked address (a line plan answers 412 before). */
export async function checkAddressFirst(page: Page): Promise<void> {
  await page.request.get('/api/auth');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post('/api/provider-availabilities/demo', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact_address: true, planCode: 'TALPRIV100' },
  });
  expect(answer.ok(), `the address check before the path: ${answer.status()} ${await answer.text()}`).toBe(true);
}
