import { referenceNumberMachine } from '../../../../machines/referenceNumber.machine.ts';
import { expect, pageDriver } from '../../e2e/fixtures.ts';
import { fillCompanyCustomer } from '../../journeys/vocabulary.ts';
import { clock, server, visitor, wait, type ChildModel, type ChildVisitor } from './childModel.ts';

const part = ({ form }: ChildVisitor) => form.locator('[data-part="reference-number"]');
const field = (visitor: ChildVisitor) => part(visitor).getByRole('textbox', { name: /^Referenznummer/ });
const nextFree = (visitor: ChildVisitor) => part(visitor).getByRole('button', { name: /Nächste freie Nummer|Nächste freie Referenznummer wird geladen/ });
const shows = (visitor: ChildVisitor, text: string) => expect(part(visitor).getByText(text)).toBeVisible(wait);
const inState = (visitor: ChildVisitor, state: string) => expect(part(visitor)).toHaveAttribute('data-state', state, wait);

/** A free number of the demo's partner PARTNER01 (demo/api/fixtures: taken ones are listed, new ones REF-2026-NNNN). */
const typed = 'REF-2026-9876';

/**
 * A partner order's reference number on the account step (ReferenceNumberField.tsx), for the demo's trusted partner
 * PARTNER01 and its agent AG-007 on the private VoIP plan: the customer step filled as the partner spec does.
 */
export const referenceNumberModel: ChildModel = {
  name: 'referenceNumber',
  machine: referenceNumberMachine,
  input: { partnerCode: 'PARTNER01', agentCode: 'AG-007', referenceNumber: null },
  // the next free number is asked for as the account step opens
  holdFromStart: true,
  pausedClock: true,
  events: {
    'reference.typed REF-2026-9876': { type: 'reference.typed', value: typed },
    'reference.typed empty': { type: 'reference.typed', value: '' },
    'reference.nextRequested': { type: 'reference.nextRequested' },
    'xstate.after.debounce.referenceNumber.typing': { type: 'xstate.after.debounce.referenceNumber.typing' },
    'xstate.done.actor.loadNextReference offer': { type: 'xstate.done.actor.loadNextReference', output: ['REF-2026-0001'] },
    'xstate.done.actor.loadNextReference none': { type: 'xstate.done.actor.loadNextReference', output: [] },
    'xstate.error.actor.loadNextReference 503': { type: 'xstate.error.actor.loadNextReference', error: { status: 503 } },
    'xstate.done.actor.checkReference available': { type: 'xstate.done.actor.checkReference', output: true },
    'xstate.done.actor.checkReference taken': { type: 'xstate.done.actor.checkReference', output: false },
    'xstate.error.actor.checkReference 503': { type: 'xstate.error.actor.checkReference', error: { status: 503 } },
  },
  serialize: ({ value, context }) => {
    const { value: text, reported } = context as { value: string; reported: string | null };
    return JSON.stringify({ value, text: text === '' ? '' : text === typed ? 'typed' : 'offered', reported: reported === null ? null : 'some' });
  },
  open: async ({ page, form }) => {
    // the partner page's frame, opened on its own: the embed page with the partner's token in its hash (demo/partner.html)
    await page.goto('/embed/plans/VOIPPRIV/?skip_to=customer#auth_token=demo-partner');
    await expect(form.getByRole('list', { name: 'Partnerbestellung' })).toHaveText(/Partner: PARTNER01.*Vermittler: AG-007/, wait);
    await fillCompanyCustomer(pageDriver(page), `reference-${Date.now()}@example.com`);
    await form.getByRole('group', { name: /Wie wurde die Identität geprüft/ }).getByRole('radio', { name: 'Sonstiges' }).check();
    await form.getByRole('textbox', { name: /Bemerkung/ }).fill('Führerschein geprüft');
    await form.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(/Kundenkonto/, wait);
    await expect(form.locator('[data-part="reference-number"]')).toBeVisible(wait);
  },
  calls: {
    loadNextReference: { method: 'GET', path: /^\/api\/partners\/[^/]+\/references$/, faultPath: 'partners/*/references' },
    checkReference: { method: 'GET', path: /^\/api\/partners\/[^/]+\/references\/[^/]+$/, faultPath: 'partners/*/references/*' },
  },
  executors: {
    // typed again over the same text: its last letter anew, so the field hears a change
    'reference.typed REF-2026-9876': visitor(`types ${typed}`, async (visitor) => {
      await field(visitor).fill(typed.slice(0, -1), wait);
      await field(visitor).fill(typed);
    }),
    'reference.typed empty': visitor('clears the field', (visitor) => field(visitor).fill('', wait)),
    'reference.nextRequested': visitor('presses "Nächste freie Nummer"', (visitor) => nextFree(visitor).click(wait)),
    'xstate.after.debounce.referenceNumber.typing': clock(500, 'the 500 ms after the last keystroke pass'),
    'xstate.done.actor.loadNextReference offer': server('loadNextReference', { kind: 'real' }, "the demo API offers the partner's next free number"),
    'xstate.done.actor.loadNextReference none': server('loadNextReference', { kind: 'fault', fault: { status: 200, body: { references: [] } } }, 'offers none'),
    'xstate.error.actor.loadNextReference 503': server('loadNextReference', { kind: 'fault', fault: { status: 503 } }, 'answers 503'),
    'xstate.done.actor.checkReference available': server('checkReference', { kind: 'real' }, `the demo API finds ${typed} free`),
    'xstate.done.actor.checkReference taken': server('checkReference', { kind: 'fault', fault: { status: 200, body: { isAvailable: false } } }, 'answers that it is taken'),
    'xstate.error.actor.checkReference 503': server('checkReference', { kind: 'fault', fault: { status: 503 } }, 'answers 503'),
  },
  when: {
    // the button is there until a number is free
    'reference.nextRequested': ({ value }) => value !== 'available',
  },
  assertions: {
    loadingNext: async (visitor) => {
      await inState(visitor, 'loadingNext');
      await expect(nextFree(visitor)).toHaveAttribute('data-state', 'pending', wait);
    },
    noOffer: async (visitor) => {
      await shows(visitor, 'Es konnte keine Referenznummer vorgeschlagen werden. Bitte geben Sie eine ein.');
      await expect(field(visitor)).toBeEditable();
    },
    // cleared: nothing to check, the offer of the next free number
    empty: async (visitor) => {
      await inState(visitor, 'empty');
      await expect(field(visitor)).toHaveValue('');
      await expect(nextFree(visitor)).toHaveAttribute('data-state', 'idle');
    },
    typing: async (visitor) => {
      await inState(visitor, 'typing');
      await expect(field(visitor)).toHaveValue(typed);
      await expect(part(visitor).getByText('Referenznummer wird geprüft …')).toHaveCount(0);
    },
    checking: async (visitor) => {
      await shows(visitor, 'Referenznummer wird geprüft …');
      await expect(field(visitor)).toHaveValue(typed);
    },
    available: async (visitor, state) => {
      await shows(visitor, 'Referenznummer ist frei');
      await expect(field(visitor)).toHaveValue((state.context as { value: string }).value === typed ? typed : /^REF-2026-\d{4}$/);
      await expect(nextFree(visitor)).toHaveCount(0);
    },
    'invalid.taken': (visitor) => shows(visitor, 'Diese Referenznummer ist bereits vergeben.'),
    'invalid.lookupFailed': (visitor) => shows(visitor, 'Die Referenznummer konnte nicht geprüft werden. Bitte geben Sie sie erneut ein oder wählen Sie die nächste freie.'),
  },
  notVisited: {
    starting: 'a passage, never a resting state: its `always` transitions check a restored number or ask for the next free one',
  },
};
