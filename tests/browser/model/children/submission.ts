import type { Page, Request } from '@playwright/test';
import { submissionMachine } from '../../../../machines/submission.machine.ts';
import { toConfirm } from '../../e2e/confirmStep.ts';
import { expect } from '../../e2e/fixtures.ts';
import { confirmations, thanksHeading } from '../../journeys/vocabulary.ts';
import { clock, server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';

const body = { order: { plan: { code: 'VOIPPRIV' } } };
const answer = { transactionId: 'T-1', verificationType: null, url: null };
const error = { status: 500 };

const orderButton = ({ form }: ChildVisitor) => form.locator('#confirm-submit');
const waitMessage = ({ form }: ChildVisitor) => form.locator('[data-part="submit-wait"]');
const failedMessage = 'Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';
const contextOf = (state: GraphSnapshot) => state.context as { acceptancesShown: number; failure: unknown };

/** The page's POST orders: how many were sent, and each one's answer (a status, or failed) by its order. */
interface OrdersPosted {
  sent: number;
  answers: Array<number | 'failed'>;
}
const ordersPosted = new WeakMap<Page, OrdersPosted>();
function watchOrders(page: Page): OrdersPosted {
  const posted: OrdersPosted = { sent: 0, answers: [] };
  const numbers = new Map<Request, number>();
  const isOrderPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders';
  page.on('request', (request) => void (isOrderPost(request) && numbers.set(request, posted.sent++)));
  page.on('response', (response) => {
    const number = numbers.get(response.request());
    if (number !== undefined) posted.answers[number] = response.status();
  });
  page.on('requestfailed', (request) => {
    const number = numbers.get(request);
    if (number !== undefined) posted.answers[number] = 'failed';
  });
  return posted;
}

const onConfirm = async ({ page }: ChildVisitor) => expect(page).toHaveURL(/\/plans\/VOIPPRIV\/confirm\/(\?.*)?$/, wait);
const buttonIs = (state: 'idle' | 'pending') => async (visitor: ChildVisitor) => {
  await onConfirm(visitor);
  await expect(orderButton(visitor)).toHaveAttribute('data-state', state, wait);
};

/** The order's submit on the confirm step of the private VoIP plan (ConfirmStep.tsx), a company customer filled in. */
export const submissionModel: ChildModel = {
  name: 'submission',
  machine: submissionMachine,
  input: { orderKey: null },
  events: {
    'submission.requested accepted': { type: 'submission.requested', accepted: true, body },
    'submission.requested not accepted': { type: 'submission.requested', accepted: false, body },
    'submission.retried': { type: 'submission.retried' },
    'xstate.after.submitSlow.submission.pending.sending.started': { type: 'xstate.after.submitSlow.submission.pending.sending.started' },
    'xstate.after.submitStalled.submission.pending.sending.slow': { type: 'xstate.after.submitStalled.submission.pending.sending.slow' },
    'xstate.after.retryStalled.submission.pending.sending.retrying': { type: 'xstate.after.retryStalled.submission.pending.sending.retrying' },
    'xstate.done.actor.submitOrder': { type: 'xstate.done.actor.submitOrder', output: answer },
    'xstate.error.actor.submitOrder 500': { type: 'xstate.error.actor.submitOrder', error },
    'xstate.done.actor.resendOrder': { type: 'xstate.done.actor.resendOrder', output: answer },
    'xstate.error.actor.resendOrder 500': { type: 'xstate.error.actor.resendOrder', error },
    'xstate.done.actor.findOrder placed': { type: 'xstate.done.actor.findOrder', output: answer },
    'xstate.done.actor.findOrder none': { type: 'xstate.done.actor.findOrder', output: null },
    'xstate.error.actor.findOrder 503': { type: 'xstate.error.actor.findOrder', error: { status: 503 } },
    'xstate.done.actor.deleteOrder': { type: 'xstate.done.actor.deleteOrder' },
    'xstate.error.actor.deleteOrder 503': { type: 'xstate.error.actor.deleteOrder', error: { status: 503 } },
  },
  serialize: ({ value, context }) => {
    const { failure, acceptancesShown, orderKey } = context as { failure: unknown; acceptancesShown: number; orderKey: { fate: string } | null };
    return JSON.stringify({ value, failed: failure !== null, asked: acceptancesShown > 0, fate: orderKey?.fate ?? null });
  },
  open: async ({ page }) => {
    ordersPosted.set(page, watchOrders(page));
    await toConfirm(page, `model-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  },
  calls: {
    // the press's request and the retry's are the same call: the page's requests go to the actor the machine started
    submitOrder: { method: 'POST', path: /^\/api\/orders$/, faultPath: '*orders' },
    resendOrder: { method: 'POST', path: /^\/api\/orders$/, faultPath: '*orders' },
    deleteOrder: { method: 'DELETE', path: /^\/api\/order$/, faultPath: '*order' },
    findOrder: { method: 'GET', path: /^\/api\/orders\/by-key\/[\w-]+$/, faultPath: 'orders/by-key/*' },
  },
  executors: {
    'submission.requested accepted': visitor('ticks every acceptance and presses the order button', async (visitor) => {
      for (const name of confirmations) await visitor.form.getByRole('checkbox', { name }).check(wait);
      await orderButton(visitor).click(wait);
    }),
    'submission.requested not accepted': visitor('takes the terms (AGB) back and presses the order button', async (visitor) => {
      await visitor.form.getByRole('checkbox', { name: /AGB/ }).uncheck(wait);
      await orderButton(visitor).click(wait);
    }),
    'submission.retried': visitor('presses "Erneut senden"', (visitor) => visitor.form.getByRole('button', { name: 'Erneut senden' }).click(wait)),
    'xstate.after.submitSlow.submission.pending.sending.started': clock(10_000, '10 s pass'),
    'xstate.after.submitStalled.submission.pending.sending.slow': clock(50_000, '50 s more pass: 60 s since the press'),
    'xstate.after.retryStalled.submission.pending.sending.retrying': clock(60_000, '60 s pass since the retry'),
    'xstate.done.actor.submitOrder': server('submitOrder', { kind: 'real' }, 'the demo API takes the order'),
    'xstate.error.actor.submitOrder 500': server('submitOrder', { kind: 'fault', fault: { status: 500 } }, 'answers the press 500'),
    'xstate.done.actor.resendOrder': server('resendOrder', { kind: 'real' }, 'the demo API takes the retried order'),
    'xstate.error.actor.resendOrder 500': server('resendOrder', { kind: 'fault', fault: { status: 500 } }, 'answers the retry 500'),
    // after a 500 the demo placed nothing: its real answer is "no order under the key"
    'xstate.done.actor.findOrder none': server('findOrder', { kind: 'real' }, 'the demo API has no order under the key'),
    'xstate.done.actor.findOrder placed': server('findOrder', { kind: 'fault', fault: { status: 200, body: { data: answer } } }, 'answers that an order was placed under the key'),
    'xstate.error.actor.findOrder 503': server('findOrder', { kind: 'fault', fault: { status: 503 } }, 'answers the lookup 503'),
    'xstate.done.actor.deleteOrder': server('deleteOrder', { kind: 'real' }, "the demo API deletes the session's order"),
    'xstate.error.actor.deleteOrder 503': server('deleteOrder', { kind: 'fault', fault: { status: 503 } }, 'answers the delete 503'),
  },
  assertions: {
    // a press without the acceptances: the error summary names each one missing
    idle: async (visitor, state) => {
      await buttonIs('idle')(visitor);
      const summary = visitor.form.getByRole('heading', { name: 'Bitte prüfen Sie Folgendes' });
      if (contextOf(state).acceptancesShown > 0) await expect(summary).toBeVisible(wait);
      else await expect(summary).toHaveCount(0);
    },
    // the press's request is out: a POST orders sent and not answered yet (the button is the sending region's)
    'pending.firstRequest.inFlight': async (visitor) => {
      await onConfirm(visitor);
      const posts = ordersPosted.get(visitor.page)!;
      const inFlight = () => posts.sent > posts.answers.filter((answer) => answer !== undefined).length;
      await expect.poll(inFlight, { message: 'a POST orders in flight', ...wait }).toBe(true);
      await expect(visitor.form.getByText(failedMessage)).toHaveCount(0);
    },
    // the press's request failed (no answer, or a failure) while the retry is under way: nothing is told yet
    'pending.firstRequest.failed': async (visitor) => {
      await onConfirm(visitor);
      const posts = ordersPosted.get(visitor.page)!;
      const lastAnswer = () => posts.answers.filter((answer) => answer !== undefined).at(-1);
      const failed = () => lastAnswer() === 'failed' || (typeof lastAnswer() === 'number' && (lastAnswer() as number) >= 400);
      await expect.poll(failed, { message: `the press's POST orders failed (${String(lastAnswer())})`, ...wait }).toBe(true);
      await expect(visitor.form.getByText(failedMessage)).toHaveCount(0);
    },
    'pending.sending.started': async (visitor) => {
      await buttonIs('pending')(visitor);
      await expect(waitMessage(visitor)).toBeEmpty();
    },
    'pending.sending.slow': (visitor) => expect(waitMessage(visitor)).toHaveText('Ihre Bestellung wird noch gesendet. Bitte schließen Sie diese Seite nicht.', wait),
    'pending.sending.stalled': async (visitor) => {
      await expect(waitMessage(visitor)).toContainText('Sie können die Bestellung erneut senden: Sie wird nur einmal aufgegeben.', wait);
      await expect(visitor.form.getByRole('button', { name: 'Erneut senden' })).toHaveAttribute('data-state', 'idle');
    },
    'pending.sending.retrying': buttonIs('pending'),
    // everything kept: the acceptances are still ticked, the button sends again
    failed: async (visitor) => {
      await expect(visitor.form.getByText(failedMessage).first()).toBeVisible(wait);
      await expect(visitor.form.getByRole('button', { name: 'Erneut senden' })).toHaveAttribute('data-state', 'idle');
      await expect(visitor.form.getByRole('checkbox', { name: /Verkehrsdaten/ })).toBeChecked();
    },
    // a press after a 500: the server is asked about the key, nothing is told yet
    learningFate: async (visitor) => {
      await buttonIs('pending')(visitor);
      await expect(visitor.form.getByText(failedMessage)).toHaveCount(0);
    },
    clearingSession: buttonIs('pending'),
    submitted: async ({ page, form }) => {
      await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/(\?.*)?$/, wait);
      await expect(form.getByRole('heading', { level: 1, name: thanksHeading })).toBeVisible(wait);
    },
  },
};
