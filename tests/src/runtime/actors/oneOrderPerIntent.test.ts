import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { SubmissionEmitted } from '../../../../machines/submission.machine.ts';
import type { SubmitOrderBody } from '../../../../src/api/index.ts';
import { storedOrderKey, type OrderKey } from '../../../../src/domain/orderKey.ts';
import { submissionLogic } from '../../../../src/runtime/actors/submission.ts';
import { injectFault, serveDemoApi, visitor } from '../../api/support.ts';

/*
 * Issue 48, one order per intent, as a property: the submission machine with its real actors (the api client) against
 * the demo API, over any sequence of what a visitor may do after an answer that was lost. The demo never ends with
 * two orders of the visitor, and a last press with nothing in its way ends on the success of the one order.
 */

const { state } = serveDemoApi();

const baseBody: SubmitOrderBody = {
  customer: { salutation: 'Company', companyName: 'Isar Software AG', firstName: 'Anna', lastName: 'Schmidt' },
  contact: { phoneNumber: '+496641234567', email: 'intent@example.com' },
  orderAddress: { street: 'Marienplatz', houseNumber: '8', zipCode: '80331', city: 'München', country: 'DE' },
  password: 'Geheim-2026',
  order: { addons: [], plan: { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' } },
} as SubmitOrderBody;

/** What a visitor may do: each step of a run. */
type Step =
  | { type: 'press' }
  | { type: 'answerLost' }
  | { type: 'change'; phone: string }
  | { type: 'reload' }
  | { type: 'sessionEnded' }
  | { type: 'secondTab' }
  | { type: 'otherTab' };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ type: 'press' }),
  fc.constant<Step>({ type: 'answerLost' }),
  fc.constantFrom('+496641234567', '+496649876543').map<Step>((phone) => ({ type: 'change', phone })),
  fc.constant<Step>({ type: 'reload' }),
  fc.constant<Step>({ type: 'sessionEnded' }),
  fc.constant<Step>({ type: 'secondTab' }),
  fc.constant<Step>({ type: 'otherTab' }),
);

type SubmissionActor = ActorRefFrom<ReturnType<typeof submissionLogic>>;

/** One tab of the visitor: its session storage (the order's key), the form's body and its running confirm step. */
interface Tab {
  stored: OrderKey | null;
  body: SubmitOrderBody;
  actor: SubmissionActor;
  transactionId: string | null;
}

describe('one order per intent (issue 48): the submission with its real actors against the demo API', () => {
  it('never leaves two orders, whatever the visitor does after a lost answer; a last press ends on the one order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 8 }), async (run) => {
        state.reset();
        const { api } = await visitor();
        const logic = submissionLogic({ api } as never);
        const open = (stored: OrderKey | null, body: SubmitOrderBody): Tab => {
          const actor = createActor(logic, { input: { orderKey: stored } });
          const tab: Tab = { stored, body, actor, transactionId: null };
          actor.on('*', (event: SubmissionEmitted) => {
            if (event.type === 'submission.keyChanged') tab.stored = storedOrderKey(event.orderKey);
            // the order is complete: the form and its key are emptied (a tab opened now starts a new order)
            if (event.type === 'order.submitted') (tab.transactionId = event.transactionId), (tab.stored = null);
          });
          actor.start();
          return tab;
        };
        const tabs = [open(null, baseBody)];
        let current = 0;
        let pressed = false;
        // a tab opened from one without the order's key holds a form of its own (another order): it is not pressed
        const ofThisOrder = (tab: Tab) => tab === tabs[0] || tab.stored !== null || tab.transactionId !== null;
        const press = async (tab: Tab) => {
          if (tab.actor.getSnapshot().status === 'done' || !ofThisOrder(tab)) return;
          pressed = true;
          tab.actor.send({ type: 'submission.requested', accepted: true, body: tab.body });
          await waitFor(tab.actor, (s) => !s.hasTag('pending'), { timeout: 10_000 });
        };
        const ordersNow = () => state.orders.filter((order) => order.planCode === 'VOIPPRIV');

        for (const step of run) {
          const tab = tabs[current]!;
          if (step.type === 'press') await press(tab);
          if (step.type === 'answerLost') await injectFault({ path: 'orders', method: 'POST', dropAnswer: true });
          if (step.type === 'change') tab.body = { ...tab.body, contact: { ...tab.body.contact, phoneNumber: step.phone } };
          if (step.type === 'sessionEnded') await injectFault({ path: 'orders', endSession: true });
          if (step.type === 'reload' && tab.actor.getSnapshot().status !== 'done') {
            tab.actor.stop();
            tabs[current] = open(tab.stored, tab.body);
          }
          if (step.type === 'secondTab') {
            tabs.push(open(tab.stored, tab.body));
            current = tabs.length - 1;
          }
          if (step.type === 'otherTab') current = (current + 1) % tabs.length;
          expect(ordersNow().length).toBeLessThanOrEqual(1);
        }

        // nothing in the way any more: each tab of this order presses once more, and each ends on the one order
        state.faults = [];
        if (pressed) for (const tab of tabs) await press(tab);
        const orders = ordersNow();
        expect(orders).toHaveLength(pressed ? 1 : 0);
        for (const tab of tabs.filter((tab) => tab.transactionId !== null || (pressed && ofThisOrder(tab)))) {
          expect(tab.actor.getSnapshot().status).toBe('done');
          expect(tab.transactionId).toBe(orders[0]!.transactionId);
        }
        for (const tab of tabs) tab.actor.stop();
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
