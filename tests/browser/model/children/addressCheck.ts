import { addressCheckMachine, type AddressCheckContext } from '../../../../machines/addressCheck.machine.ts';
import { addressCheckPlan } from '../../../../src/domain/addressCheck.ts';
import { expect } from '../../e2e/fixtures.ts';
import { addressCheck } from '../../journeys/vocabulary.ts';
import { clock, server, visitor, wait, type ChildModel, type ChildVisitor, type GraphSnapshot } from './childModel.ts';

const typedAddress = addressCheck.typed;
const suggestion = {
  label: addressCheck.suggestion,
  matchLevel: 'houseNumber',
  address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030', exact_address: true },
};
const provider = (canOrder: boolean) => ({
  kind: 'provider',
  result: canOrder
    ? { canOrder, availablePlans: [], results: [], code: 200, errorMessages: null, providers: [{ name: 'FTTH', bandwidth: { download: { maxBandwidthMbit: 1000 }, upload: { maxBandwidthMbit: 200 } } }] }
    : { canOrder, availablePlans: [], results: [], code: 404, errorMessages: null },
});
/** The demo's own 404 of `POST provider-availabilities/{provider}` where no provider is (providerAvailabilities.ts). */
const notAvailableAnswer = {
  canOrder: false,
  address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', full: addressCheck.suggestion, exact_address: true },
  availablePlans: [],
  results: [],
  code: 404,
  errorMessages: [{ message: 'Leider ist an dieser Adresse kein Anschluss verfügbar.' }],
};
const manualAddress = { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin' } as const;
const manualLabels = { street: 'Straße', houseNumber: 'Hausnummer', zipCode: 'PLZ', city: 'Ort' } as const;
type ManualTextField = keyof typeof manualAddress;

const contextOf = (snapshot: GraphSnapshot) => snapshot.context as AddressCheckContext;
const entryIs = (state: 'manualEntry' | `autocomplete.${string}`) => (snapshot: GraphSnapshot) => {
  const entry = (snapshot.value as { open?: { entry?: string | { autocomplete: string } } }).open?.entry;
  if (entry === undefined) return false;
  if (state === 'manualEntry') return entry === 'manualEntry';
  return typeof entry === 'object' && (state === 'autocomplete.*' || `autocomplete.${entry.autocomplete}` === state);
};
const checkIs = (state: string) => (snapshot: GraphSnapshot) => (snapshot.value as { open?: { check?: string } }).open?.check === state;

const dialog = ({ form }: ChildVisitor) => form.getByRole('dialog', { name: addressCheck.dialog });
const search = (visitor: ChildVisitor) => dialog(visitor).getByRole('combobox', { name: addressCheck.search });
const manualField = (visitor: ChildVisitor, field: ManualTextField) => dialog(visitor).getByRole('textbox', { name: new RegExp(`^${manualLabels[field]}`) });
const shows = (text: string) => (visitor: ChildVisitor) => expect(dialog(visitor).getByText(text, { exact: true })).toBeVisible(wait);
const searchMessage = (visitor: ChildVisitor) => dialog(visitor).locator('[data-message]');

const searchTexts = { empty: '', street: 'Friedrichstraße', address: typedAddress } as const;
const typeSearch = (kind: keyof typeof searchTexts) =>
  visitor(kind === 'empty' ? 'empties the address search' : `types "${searchTexts[kind]}" into the address search`, (visitor) => search(visitor).fill(searchTexts[kind], wait));

const typeManual = (field: ManualTextField) =>
  visitor(`types ${manualAddress[field]} as ${manualLabels[field]}`, (visitor) => manualField(visitor, field).fill(manualAddress[field], wait));

/**
 * The address-availability check of the private fibre plan (AddressCheckModal.tsx): the dialog a visitor meets when a
 * line plan's page opens without a checked address. The page's clock stands still while it is walked, so the 500 ms
 * of the search's debounce and the check's 30 s pass only when the path says so.
 */
export const addressCheckModel: ChildModel = {
  name: 'addressCheck',
  machine: addressCheckMachine,
  input: { plan: addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' }), language: 'de' },
  pausedClock: true,
  apiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/],
  events: {
    'search.changed empty': { type: 'search.changed', text: '' },
    'search.changed street': { type: 'search.changed', text: searchTexts.street },
    'search.changed address': { type: 'search.changed', text: searchTexts.address },
    'xstate.after.debounce.addressCheck.open.entry.autocomplete.debouncing': { type: 'xstate.after.debounce.addressCheck.open.entry.autocomplete.debouncing' },
    'xstate.done.actor.searchAddresses suggestions': { type: 'xstate.done.actor.searchAddresses', output: [suggestion] },
    'xstate.done.actor.searchAddresses none': { type: 'xstate.done.actor.searchAddresses', output: [] },
    'xstate.error.actor.searchAddresses 503': { type: 'xstate.error.actor.searchAddresses', error: { status: 503 } },
    'suggestion.selected': { type: 'suggestion.selected', suggestion },
    'manualEntry.requested': { type: 'manualEntry.requested' },
    'autocomplete.requested': { type: 'autocomplete.requested' },
    ...Object.fromEntries(
      (Object.keys(manualAddress) as ManualTextField[]).map((field) => [`manual.changed ${field}`, { type: 'manual.changed', field, value: manualAddress[field] }]),
    ),
    'manual.touched street': { type: 'manual.touched', field: 'street' },
    'manual.submitted': { type: 'manual.submitted' },
    'address.new': { type: 'address.new' },
    'address.modify': { type: 'address.modify' },
    'xstate.done.actor.checkAvailability available': { type: 'xstate.done.actor.checkAvailability', output: provider(true) },
    'xstate.done.actor.checkAvailability notAvailable': { type: 'xstate.done.actor.checkAvailability', output: provider(false) },
    'xstate.error.actor.checkAvailability 503': { type: 'xstate.error.actor.checkAvailability', error: { status: 503 } },
    'xstate.error.actor.checkAvailability dropped': { type: 'xstate.error.actor.checkAvailability', error: { code: 'ERR_NETWORK' } },
    'xstate.after.availabilityTimeout.addressCheck.open.check.checking': { type: 'xstate.after.availabilityTimeout.addressCheck.open.check.checking' },
    'check.retried': { type: 'check.retried' },
    'order.continued': { type: 'order.continued' },
    'xstate.done.actor.saveAddress': { type: 'xstate.done.actor.saveAddress', output: {} },
    'xstate.error.actor.saveAddress 503': { type: 'xstate.error.actor.saveAddress', error: { status: 503 } },
    'language.changed': { type: 'language.changed', language: 'en' },
  },
  // what the screen tells apart: which text is searched, which manual fields hold something, what the check said
  serialize: ({ value, context }) => {
    const c = context as AddressCheckContext;
    return JSON.stringify({
      value,
      search: c.search,
      suggestions: c.suggestions.length > 0,
      manual: (Object.keys(manualAddress) as ManualTextField[]).filter((field) => c.manual[field] !== ''),
      touched: c.touched.length > 0,
      verified: c.verified !== null,
      answer: c.answer?.result.canOrder ?? null,
      timedOut: c.timedOut,
      saveFailed: c.saveFailed,
      language: c.language,
    });
  },
  open: async ({ page, form }) => {
    await page.goto('/plans/TALPRIV100/');
    await expect(form.getByRole('dialog', { name: addressCheck.dialog }).getByRole('combobox', { name: addressCheck.search })).toBeEditable(wait);
  },
  calls: {
    searchAddresses: { method: 'POST', path: /^\/api\/auto-address$/, faultPath: '*auto-address' },
    checkAvailability: { method: 'POST', path: /^\/api\/provider-availabilities\/[^/]+$/, faultPath: 'provider-availabilities/*' },
    saveAddress: { method: 'PUT', path: /^\/api\/order$/, faultPath: '*order' },
  },
  // what the visitor can do is what the dialog shows: a search field or the manual form, a result's buttons
  when: {
    'search.changed empty': (snapshot) => entryIs('autocomplete.*')(snapshot) && contextOf(snapshot).search !== '',
    'search.changed street': (snapshot) => entryIs('autocomplete.*')(snapshot) && contextOf(snapshot).search !== searchTexts.street,
    'search.changed address': (snapshot) => entryIs('autocomplete.*')(snapshot) && contextOf(snapshot).search !== searchTexts.address,
    'suggestion.selected': entryIs('autocomplete.suggestions'),
    'manualEntry.requested': entryIs('autocomplete.*'),
    'autocomplete.requested': entryIs('manualEntry'),
    ...Object.fromEntries(
      (Object.keys(manualAddress) as ManualTextField[]).map((field) => [
        `manual.changed ${field}`,
        (snapshot: GraphSnapshot) => entryIs('manualEntry')(snapshot) && contextOf(snapshot).manual[field] !== manualAddress[field],
      ]),
    ),
    'manual.touched street': entryIs('manualEntry'),
    // the button is disabled until every field is filled
    'manual.submitted': (snapshot) =>
      entryIs('manualEntry')(snapshot) && (Object.keys(manualAddress) as ManualTextField[]).every((field) => contextOf(snapshot).manual[field] !== ''),
    'address.new': (snapshot) => contextOf(snapshot).verified !== null && (snapshot.value as { open?: unknown }).open !== undefined,
    'address.modify': (snapshot) => contextOf(snapshot).verified !== null && (snapshot.value as { open?: unknown }).open !== undefined,
    'check.retried': (snapshot) => checkIs('notAvailable')(snapshot) || checkIs('serverError')(snapshot),
  },
  executors: {
    'search.changed empty': typeSearch('empty'),
    'search.changed street': typeSearch('street'),
    'search.changed address': typeSearch('address'),
    'xstate.after.debounce.addressCheck.open.entry.autocomplete.debouncing': clock(500, 'the 500 ms after the last keystroke pass'),
    'xstate.done.actor.searchAddresses suggestions': server('searchAddresses', { kind: 'real' }, 'the demo API suggests Friedrichstraße 123'),
    'xstate.done.actor.searchAddresses none': server(
      'searchAddresses',
      { kind: 'fault', fault: { status: 200, body: { autocomplete: { suggestions: { suggestions: [] } } } } },
      'finds no address',
    ),
    'xstate.error.actor.searchAddresses 503': server('searchAddresses', { kind: 'fault', fault: { status: 503 } }, 'answers the search 503'),
    'suggestion.selected': visitor(`chooses "${addressCheck.suggestion}" with the arrow key and Enter`, async (visitor) => {
      await search(visitor).press('ArrowDown');
      await search(visitor).press('Enter');
    }),
    'manualEntry.requested': visitor('presses "Adresse manuell eingeben"', (visitor) => dialog(visitor).getByRole('button', { name: 'Adresse manuell eingeben' }).click(wait)),
    'autocomplete.requested': visitor('presses "Zurück zur Adresssuche"', (visitor) => dialog(visitor).getByRole('button', { name: 'Zurück zur Adresssuche' }).click(wait)),
    ...Object.fromEntries((Object.keys(manualAddress) as ManualTextField[]).map((field) => [`manual.changed ${field}`, typeManual(field)])),
    'manual.touched street': visitor('leaves the street field', async (visitor) => {
      await manualField(visitor, 'street').focus(wait);
      await manualField(visitor, 'street').blur();
    }),
    'manual.submitted': visitor('presses "Verfügbarkeit prüfen" under the manual address', (visitor) => dialog(visitor).getByRole('button', { name: 'Verfügbarkeit prüfen' }).click(wait)),
    'address.new': visitor('presses "Neue Adresse eingeben"', (visitor) => dialog(visitor).getByRole('button', { name: 'Neue Adresse eingeben' }).click(wait)),
    'address.modify': visitor('presses "Manuell ändern"', (visitor) => dialog(visitor).getByRole('button', { name: 'Manuell ändern' }).click(wait)),
    'xstate.done.actor.checkAvailability available': server('checkAvailability', { kind: 'real' }, 'the demo API finds fibre at Friedrichstraße 123'),
    'xstate.done.actor.checkAvailability notAvailable': server(
      'checkAvailability',
      { kind: 'fault', fault: { status: 404, body: notAvailableAnswer } },
      'answers 404: no provider at the address',
    ),
    'xstate.error.actor.checkAvailability 503': server('checkAvailability', { kind: 'fault', fault: { status: 503 } }, 'answers the check 503'),
    'xstate.error.actor.checkAvailability dropped': server('checkAvailability', { kind: 'dropped' }, 'the connection of the check drops'),
    'xstate.after.availabilityTimeout.addressCheck.open.check.checking': clock(30_000, 'the check runs 30 s without an answer'),
    'check.retried': visitor('presses the result\'s "Andere Adresse prüfen" or "Erneut versuchen"', (visitor) =>
      dialog(visitor).getByRole('button', { name: /^(Andere Adresse prüfen|Erneut versuchen)$/ }).click(wait),
    ),
    'order.continued': visitor('presses "Weiter zur Bestellung"', (visitor) => dialog(visitor).getByRole('button', { name: addressCheck.continue }).click(wait)),
    'xstate.done.actor.saveAddress': server('saveAddress', { kind: 'real' }, 'the demo API saves the address with the order'),
    'xstate.error.actor.saveAddress 503': server('saveAddress', { kind: 'fault', fault: { status: 503 } }, 'answers the save 503'),
  },
  notExecuted: {
    'language.changed':
      "the host's language reaches the dialog with the root's language.changed, which the root machine's paths execute; this suite's assertions read the German texts",
  },
  assertions: {
    'open.entry.autocomplete.idle': async (visitor) => {
      await expect(search(visitor)).toBeEditable(wait);
      await expect(searchMessage(visitor)).toHaveCount(0);
      await expect(dialog(visitor).getByRole('option')).toHaveCount(0);
    },
    'open.entry.autocomplete.missingHouseNumber': shows('Bitte geben Sie auch die Hausnummer ein.'),
    // the text typed, nothing looked up yet
    'open.entry.autocomplete.debouncing': async (visitor, state) => {
      await expect(search(visitor)).toHaveValue(contextOf(state).search, wait);
      await expect(dialog(visitor).getByText('Adressen werden gesucht …')).toHaveCount(0);
      await expect(searchMessage(visitor)).toHaveCount(0);
    },
    'open.entry.autocomplete.loading': (visitor) => expect(dialog(visitor).getByText('Adressen werden gesucht …').first()).toBeVisible(wait),
    'open.entry.autocomplete.suggestions': (visitor) => expect(dialog(visitor).getByRole('option', { name: addressCheck.suggestion })).toBeVisible(wait),
    'open.entry.autocomplete.noResults': shows('Wir konnten diese Adresse nicht finden.'),
    'open.entry.autocomplete.requestError': shows('Die Adresssuche ist gerade nicht erreichbar.'),
    // the manual form: its fields, and the way back; what it holds is what the visitor typed
    'open.entry.manualEntry': async (visitor, state) => {
      for (const field of Object.keys(manualAddress) as ManualTextField[]) {
        await expect(manualField(visitor, field)).toHaveValue(contextOf(state).manual[field], wait);
      }
      await expect(dialog(visitor).getByRole('button', { name: 'Zurück zur Adresssuche' })).toBeVisible();
    },
    // no check yet: the dialog asks for the address (its search, or its manual form), and no check is told
    'open.check.idle': async (visitor) => {
      await expect(dialog(visitor).getByRole('combobox', { name: addressCheck.search }).or(dialog(visitor).getByRole('textbox').first())).toBeVisible(wait);
      await expect(dialog(visitor).getByText('Verfügbarkeit wird geprüft …')).toHaveCount(0);
      await expect(dialog(visitor).getByRole('button', { name: addressCheck.continue })).toHaveCount(0);
    },
    'open.check.checking': (visitor) => expect(dialog(visitor).getByText('Verfügbarkeit wird geprüft …').first()).toBeVisible(wait),
    // a save that failed says so, and the continue can be pressed again
    'open.check.available': async (visitor, state) => {
      await shows(addressCheck.available)(visitor);
      await expect(dialog(visitor).getByRole('button', { name: addressCheck.continue })).toBeEnabled();
      const failed = dialog(visitor).getByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
      await expect(failed).toHaveCount(contextOf(state).saveFailed ? 1 : 0);
    },
    'open.check.notAvailable': async (visitor) => {
      await shows('Leider ist an dieser Adresse kein Anschluss verfügbar.')(visitor);
      await expect(dialog(visitor).getByRole('button', { name: 'Andere Adresse prüfen' })).toBeVisible();
    },
    // the check failed, not the address search: the search's own message stays away
    'open.check.serverError': async (visitor, state) => {
      await shows(
        contextOf(state).timedOut
          ? 'Die Verfügbarkeitsprüfung hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es erneut.'
          : 'Die Verfügbarkeit an dieser Adresse konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
      )(visitor);
      await expect(dialog(visitor).getByText('Die Adresssuche ist gerade nicht erreichbar.')).toHaveCount(0);
      await expect(dialog(visitor).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    },
    saving: (visitor) => expect(dialog(visitor).getByRole('status').filter({ hasText: 'Ihre Bestellung wird aktualisiert …' })).toBeVisible(wait),
    // the check is done: the dialog is gone and the plan's order starts
    completed: async (visitor) => {
      await expect(dialog(visitor)).toHaveCount(0, wait);
      await expect(visitor.page).toHaveURL(/\/plans\/TALPRIV100\/product\/(\?.*)?$/, wait);
    },
  },
};
