import { companySearchMachine } from '../../../../machines/companySearch.machine.ts';
import { expect } from '../../e2e/fixtures.ts';
import { customerLabels } from '../../journeys/vocabulary.ts';
import { clock, server, visitor, wait, type ChildModel, type ChildVisitor } from './childModel.ts';

/** The demo's one company whose name holds "Isar" (demo/api/fixtures/catalogue.ts). */
const isar = { name: 'Isar Software AG', street: 'Marienplatz', houseNumber: '8', zipCode: '80331', city: 'München', crefoNumber: '8170555123' };

const search = ({ form }: ChildVisitor) => form.locator('[data-part="company-search"]');
const field = (visitor: ChildVisitor) => search(visitor).getByRole('combobox', { name: customerLabels.company });
const manual = (visitor: ChildVisitor) => search(visitor).getByRole('button', { name: 'Firma manuell eingeben' });
const option = (visitor: ChildVisitor) => search(visitor).getByRole('option', { name: /Isar Software AG/ });
const said = (visitor: ChildVisitor, text: string) => search(visitor).getByRole('status').filter({ hasText: text });
const inState = (visitor: ChildVisitor, state: string) => expect(search(visitor)).toHaveAttribute('data-state', state, wait);

/** The company search of the customer step (CompanySearch.tsx), on the private VoIP plan's customer step. */
export const companySearchModel: ChildModel = {
  name: 'companySearch',
  machine: companySearchMachine,
  input: undefined,
  // its 500 ms debounce is looked at: the page's clock stands still and moves by the path's `after` events
  pausedClock: true,
  events: {
    'company.typed Isar': { type: 'company.typed', text: 'Isar' },
    'company.typed empty': { type: 'company.typed', text: '' },
    'company.selected': { type: 'company.selected', company: isar },
    'company.manualChosen': { type: 'company.manualChosen' },
    'xstate.after.debounce.companySearch.debouncing': { type: 'xstate.after.debounce.companySearch.debouncing' },
    'xstate.done.actor.searchCompanies found': { type: 'xstate.done.actor.searchCompanies', output: [isar] },
    'xstate.done.actor.searchCompanies none': { type: 'xstate.done.actor.searchCompanies', output: [] },
    'xstate.error.actor.searchCompanies 503': { type: 'xstate.error.actor.searchCompanies', error: { status: 503 } },
    'xstate.done.actor.saveOrderAddress': { type: 'xstate.done.actor.saveOrderAddress', output: {} },
    'xstate.error.actor.saveOrderAddress 503': { type: 'xstate.error.actor.saveOrderAddress', error: { status: 503 } },
  },
  serialize: ({ value, context }) => {
    const { text, companies } = context as { text: string; companies: unknown[] };
    return JSON.stringify({ value, text, companies: companies.length });
  },
  open: async ({ page, form }) => {
    await page.goto('/plans/VOIPPRIV/?skip_to=customer');
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, wait);
    await expect(form.locator('[data-part="company-search"]').getByRole('combobox', { name: customerLabels.company })).toBeEditable(wait);
  },
  calls: {
    searchCompanies: { method: 'GET', path: /^\/api\/companies$/, faultPath: 'companies' },
    saveOrderAddress: { method: 'PUT', path: /^\/api\/order$/, faultPath: 'order' },
  },
  executors: {
    // typed again over the same text: its last letter anew, so the field hears a change (a fill of the same text is none)
    'company.typed Isar': visitor('types "Isar" as the company', async (visitor) => {
      await field(visitor).fill('Isa', wait);
      await field(visitor).fill('Isar');
    }),
    'company.typed empty': visitor('clears the company field', (visitor) => field(visitor).fill('', wait)),
    'company.selected': visitor('chooses Isar Software AG from the suggestions', (visitor) => option(visitor).click(wait)),
    'company.manualChosen': visitor('presses "Firma manuell eingeben"', (visitor) => manual(visitor).click(wait)),
    'xstate.after.debounce.companySearch.debouncing': clock(500, 'the 500 ms after the last keystroke pass'),
    'xstate.done.actor.searchCompanies found': server('searchCompanies', { kind: 'real' }, 'the demo API finds Isar Software AG'),
    'xstate.done.actor.searchCompanies none': server('searchCompanies', { kind: 'fault', fault: { status: 200, body: { data: [] } } }, 'answers with no company'),
    'xstate.error.actor.searchCompanies 503': server('searchCompanies', { kind: 'fault', fault: { status: 503 } }, 'answers 503'),
    'xstate.done.actor.saveOrderAddress': server('saveOrderAddress', { kind: 'real' }, "the demo API saves the company's address as the order's"),
    'xstate.error.actor.saveOrderAddress 503': server('saveOrderAddress', { kind: 'fault', fault: { status: 503 } }, 'PUT order answers 503'),
  },
  // a company is chosen from the suggestions on screen; manual entry is offered until it is chosen
  when: {
    'company.selected': ({ value }) => value === 'results',
    'company.manualChosen': ({ value }) => value !== 'manual' && value !== 'saving',
    'company.typed Isar': ({ value }) => value !== 'saving',
    'company.typed empty': ({ value }) => value !== 'saving',
  },
  assertions: {
    // nothing typed (or cleared): an empty field, no suggestion, manual entry offered
    idle: async (visitor) => {
      await inState(visitor, 'idle');
      await expect(field(visitor)).toHaveValue('');
      await expect(search(visitor).getByRole('option')).toHaveCount(0);
      await expect(manual(visitor)).toBeVisible();
    },
    // typed, not yet looked up: the text kept, nothing asked yet
    debouncing: async (visitor) => {
      await inState(visitor, 'debouncing');
      await expect(field(visitor)).toHaveValue('Isar');
      await expect(search(visitor).getByText('Firmen werden gesucht …')).toHaveCount(0);
    },
    searching: async (visitor) => {
      await expect(search(visitor).getByText('Firmen werden gesucht …')).toBeVisible(wait);
      await inState(visitor, 'searching');
    },
    results: async (visitor) => {
      await expect(option(visitor)).toBeVisible(wait);
      await expect(search(visitor).getByText('1 Firmen gefunden')).toBeAttached();
    },
    noResults: async (visitor) => {
      await expect(said(visitor, 'Keine Firma gefunden')).toBeVisible(wait);
      await expect(manual(visitor)).toBeVisible();
    },
    failed: async (visitor) => {
      await expect(said(visitor, 'Die Firmensuche ist gerade nicht möglich.')).toBeVisible(wait);
      await expect(manual(visitor)).toBeVisible();
    },
    // the company taken into the field while its address is saved as the order's
    saving: async (visitor) => {
      await inState(visitor, 'saving');
      await expect(field(visitor)).toHaveValue('Isar Software AG');
      await expect(search(visitor).getByRole('option')).toHaveCount(0);
    },
    // its address is the connection address now
    chosen: async (visitor) => {
      await inState(visitor, 'chosen');
      await expect(field(visitor)).toHaveValue('Isar Software AG');
      await expect(visitor.form.getByText('Marienplatz 8, 80331 München').first()).toBeVisible(wait);
    },
    // typed by hand: no more offer of manual entry, the field the visitor's own
    manual: async (visitor) => {
      await expect(manual(visitor)).toHaveCount(0, wait);
      await expect(field(visitor)).toBeEditable();
    },
  },
};
