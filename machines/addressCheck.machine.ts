import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddressSuggestion, ApcCheckResponse, AutoAddressRequest } from '../src/api/index.ts';
import {
  addressInputOf,
  autocompleteCountries,
  checkedAddressOf,
  fastestDownload,
  isAvailableResult,
  type AddressCheckPlan,
  type AddressInput,
} from '../src/domain/addressCheck.ts';
import type { AvailabilityResult, CheckedAddress } from '../src/domain/schemas/address.ts';
import type { Language } from '../src/domain/schemas/common.ts';
import { hasHouseNumberDigit, manualAddressSchema, normalizeStreet } from '../src/domain/validation/addressRules.ts';
import { notProvided } from './notProvided.ts';

export type ManualField = 'street' | 'houseNumber' | 'zipCode' | 'city' | 'country';

export interface ManualAddress {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  /** alpha-2; only international plans choose it */
  country: string;
}

/** What a check answers: the domestic provider check or the international/VoIP apc check (spec section 7). */
export type AvailabilityAnswer = { kind: 'provider'; result: AvailabilityResult } | { kind: 'apc'; result: ApcCheckResponse };

export interface CheckAvailabilityInput {
  plan: AddressCheckPlan;
  address: AddressInput;
}

export interface SaveAddressInput {
  address: CheckedAddress;
  bandwidth: number | null;
}

/** What the check ends with: the continue of spec section 4. */
export interface AddressCheckOutput {
  address: CheckedAddress;
  bandwidth: number | null;
}

export interface AddressCheckInput {
  plan: AddressCheckPlan;
  language: Language;
  /** the address verified before (the modal opened to change it) */
  verified?: CheckedAddress | null;
}

export interface AddressCheckContext {
  plan: AddressCheckPlan;
  language: Language;
  /** the autocomplete's text */
  search: string;
  suggestions: AddressSuggestion[];
  manual: ManualAddress;
  /** manual fields left once: their messages show (spec section 5, "shown after touch") */
  touched: ManualField[];
  /** the address of the running or last check */
  address: AddressInput | null;
  answer: AvailabilityAnswer | null;
  /** the verified address the left panel shows */
  verified: CheckedAddress | null;
  /** the check ran past the 30 s availability timeout */
  timedOut: boolean;
  /** `PUT order` of the verified address failed: the continue can be tried again */
  saveFailed: boolean;
}

export type AddressCheckEvent =
  | { type: 'search.changed'; text: string }
  | { type: 'suggestion.selected'; suggestion: AddressSuggestion }
  | { type: 'manualEntry.requested' }
  | { type: 'autocomplete.requested' }
  | { type: 'manual.changed'; field: ManualField; value: string }
  | { type: 'manual.touched'; field: ManualField }
  | { type: 'manual.submitted' }
  | { type: 'address.new' }
  | { type: 'address.modify' }
  | { type: 'check.retried' }
  | { type: 'order.continued' }
  | { type: 'language.changed'; language: Language };

/**
 * The address-availability check (spec sections 2, 4, 5, 7, 8, 9). Two regions while open: how the address is
 * entered (the autocomplete and its states, or the manual form) and the check of the entered address; typing in
 * either resets a shown result. Continue saves the verified address (`PUT order`) and ends with it as output.
 * Leaving a state that waits on the server aborts its request, so an older autocomplete answer never shows.
 */
export const addressCheckMachine = setup({
  types: {
    context: {} as AddressCheckContext,
    events: {} as AddressCheckEvent,
    input: {} as AddressCheckInput,
    output: {} as AddressCheckOutput,
  },
  actors: {
    searchAddresses: fromPromise<AddressSuggestion[], AutoAddressRequest>(notProvided('searchAddresses')),
    checkAvailability: fromPromise<AvailabilityAnswer, CheckAvailabilityInput>(notProvided('checkAvailability')),
    saveAddress: fromPromise<unknown, SaveAddressInput>(notProvided('saveAddress')),
  },
  delays: {
    /** spec section 9: autocomplete 500 ms */
    debounce: 500,
    /** spec section 9: availability timeout 30000 ms */
    availabilityTimeout: 30_000,
  },
  guards: {
    isSearchEmpty: (_, params: { text: string }) => params.text.trim() === '',
    lacksHouseNumber: (_, params: { text: string }) => !hasHouseNumberDigit(params.text),
    hasSuggestions: (_, params: { suggestions: AddressSuggestion[] }) => params.suggestions.length > 0,
    // Spec section 7: only suggestions matched down to the house number can be checked.
    isSelectable: (_, params: { suggestion: AddressSuggestion }) => params.suggestion.matchLevel === 'houseNumber',
    isManualFormValid: ({ context }) => isManualValid(context),
    isAvailable: ({ context }, params: { answer: AvailabilityAnswer }) => isAvailableResult(params.answer.kind, params.answer.result),
    hasVerifiedAddress: ({ context }) => context.verified !== null,
  },
  actions: {
    storeSearch: assign((_, text: string) => ({ search: text, suggestions: [] })),
    storeSuggestions: assign((_, suggestions: AddressSuggestion[]) => ({ suggestions })),
    clearSuggestions: assign({ suggestions: [] }),
    takeSuggestion: assign(({ context }, suggestion: AddressSuggestion) => ({
      search: suggestion.label,
      suggestions: [],
      address: addressInputOf(suggestion.address, context.plan.countries[0] ?? 'DE'),
    })),
    takeManualAddress: assign(({ context }) => ({
      address: {
        street: normalizeStreet(context.manual.street.trim()),
        houseNumber: context.manual.houseNumber.trim(),
        zipCode: context.manual.zipCode.trim(),
        city: context.manual.city.trim(),
        country: context.manual.country,
        exact: false,
      },
    })),
    changeManual: assign(({ context }, change: { field: ManualField; value: string }) => ({
      manual: { ...context.manual, [change.field]: change.value },
    })),
    touchManual: assign(({ context }, field: ManualField) => ({
      touched: context.touched.includes(field) ? context.touched : [...context.touched, field],
    })),
    touchAllManual: assign({ touched: ['street', 'houseNumber', 'zipCode', 'city', 'country'] as ManualField[] }),
    // Spec section 4: back to autocomplete clears all fields.
    clearFields: assign(({ context }) => ({ search: '', suggestions: [], manual: emptyManual(context.plan), touched: [] })),
    fillManualFromVerified: assign(({ context }) => {
      const from = context.verified ?? context.address;
      return {
        manual: from
          ? { street: from.street, houseNumber: from.houseNumber, zipCode: from.zipCode, city: from.city, country: from.country }
          : emptyManual(context.plan),
        touched: [],
      };
    }),
    storeAnswer: assign((_, answer: AvailabilityAnswer) => ({ answer, timedOut: false })),
    verify: assign(({ context }, answer: AvailabilityAnswer) => ({
      verified: checkedAddressOf(context.address!, answer.result.address),
    })),
    startCheck: assign({ answer: null, timedOut: false, saveFailed: false }),
    markTimedOut: assign({ timedOut: true }),
    markSaveFailed: assign({ saveFailed: true }),
    changeLanguage: assign((_, language: Language) => ({ language })),
  },
}).createMachine({
  id: 'addressCheck',
  context: ({ input }) => ({
    plan: input.plan,
    language: input.language,
    search: '',
    suggestions: [],
    manual: emptyManual(input.plan),
    touched: [],
    address: null,
    answer: null,
    verified: input.verified ?? null,
    timedOut: false,
    saveFailed: false,
  }),
  output: ({ context }) => ({ address: context.verified!, bandwidth: bandwidthOf(context.answer) }),
  on: {
    'language.changed': { actions: { type: 'changeLanguage', params: ({ event }) => event.language } },
  },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'autocomplete',
          on: {
            'manualEntry.requested': { target: '.manualEntry', actions: 'clearFields' },
            'autocomplete.requested': { target: '.autocomplete', actions: 'clearFields' },
            'address.new': { target: '.autocomplete', actions: 'clearFields' },
            'address.modify': { target: '.manualEntry', actions: 'fillManualFromVerified' },
          },
          states: {
            autocomplete: {
              initial: 'idle',
              on: {
                'search.changed': [
                  {
                    guard: { type: 'isSearchEmpty', params: ({ event }) => ({ text: event.text }) },
                    target: '.idle',
                    reenter: true,
                    actions: { type: 'storeSearch', params: ({ event }) => event.text },
                  },
                  {
                    guard: { type: 'lacksHouseNumber', params: ({ event }) => ({ text: event.text }) },
                    target: '.missingHouseNumber',
                    reenter: true,
                    actions: { type: 'storeSearch', params: ({ event }) => event.text },
                  },
                  // Every keystroke starts the 500 ms anew and abandons a search still running.
                  { target: '.debouncing', reenter: true, actions: { type: 'storeSearch', params: ({ event }) => event.text } },
                ],
                'suggestion.selected': {
                  guard: { type: 'isSelectable', params: ({ event }) => ({ suggestion: event.suggestion }) },
                  target: '.idle',
                  reenter: true,
                },
              },
              states: {
                idle: {},
                missingHouseNumber: {},
                debouncing: { after: { debounce: 'loading' } },
                loading: {
                  tags: ['searching'],
                  invoke: {
                    id: 'searchAddresses',
                    src: 'searchAddresses',
                    input: ({ context }) => ({
                      address_search: context.search.trim(),
                      country: autocompleteCountries(context.plan),
                      lang: context.language,
                    }),
                    onDone: [
                      {
                        guard: { type: 'hasSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
                        target: 'suggestions',
                        actions: { type: 'storeSuggestions', params: ({ event }) => event.output },
                      },
                      { target: 'noResults', actions: 'clearSuggestions' },
                    ],
                    onError: { target: 'requestError', actions: 'clearSuggestions' },
                  },
                },
                suggestions: {},
                noResults: {},
                requestError: {},
              },
            },
            manualEntry: {
              on: {
                'manual.changed': { actions: { type: 'changeManual', params: ({ event }) => ({ field: event.field, value: event.value }) } },
                'manual.touched': { actions: { type: 'touchManual', params: ({ event }) => event.field } },
              },
            },
          },
        },
        check: {
          initial: 'idle',
          on: {
            // Spec section 4: typing resets the UI.
            'search.changed': '.idle',
            'manual.changed': '.idle',
            'manualEntry.requested': '.idle',
            'autocomplete.requested': '.idle',
            'address.new': '.idle',
            'address.modify': '.idle',
            'suggestion.selected': startCheckWithSuggestion('.checking'),
            'manual.submitted': startCheckWithManualAddress('.checking'),
          },
          states: {
            idle: {},
            checking: {
              tags: ['checking'],
              entry: 'startCheck',
              // A new address while checking starts the check anew (and aborts the running one).
              on: {
                'suggestion.selected': { ...startCheckWithSuggestion('checking'), reenter: true },
                'manual.submitted': startCheckWithManualAddress('checking', true),
              },
              invoke: {
                id: 'checkAvailability',
                src: 'checkAvailability',
                input: ({ context }) => ({ plan: context.plan, address: context.address! }),
                onDone: [
                  {
                    guard: { type: 'isAvailable', params: ({ event }) => ({ answer: event.output }) },
                    target: 'available',
                    actions: [
                      { type: 'storeAnswer', params: ({ event }) => event.output },
                      { type: 'verify', params: ({ event }) => event.output },
                    ],
                  },
                  { target: 'notAvailable', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
                ],
                onError: 'serverError',
              },
              // Spec section 9: a check running past 30 s ends as a server error; leaving aborts the request.
              after: { availabilityTimeout: { target: 'serverError', actions: 'markTimedOut' } },
            },
            available: {
              on: { 'order.continued': '#addressCheck.saving' },
            },
            notAvailable: {
              on: { 'check.retried': 'idle' },
            },
            serverError: {
              on: { 'check.retried': 'checking' },
            },
          },
        },
      },
    },
    // The content mode "loading" (updating message): the verified address is being saved.
    saving: {
      tags: ['updating'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ address: context.verified!, bandwidth: bandwidthOf(context.answer) }),
        onDone: 'completed',
        onError: { target: '#addressCheck.open.check.available', actions: 'markSaveFailed' },
      },
    },
    completed: { type: 'final' },
  },
});

export type AddressCheckActor = ActorRefFrom<typeof addressCheckMachine>;
export type AddressCheckSnapshot = SnapshotFrom<typeof addressCheckMachine>;

/**
 * A check starts in the check region only: a re-entering transition on the region itself would exit the entry
 * region too, and lose against its transition for the same event.
 */
function startCheckWithSuggestion(target: string) {
  return {
    guard: { type: 'isSelectable', params: ({ event }: { event: { suggestion: AddressSuggestion } }) => ({ suggestion: event.suggestion }) },
    target,
    actions: { type: 'takeSuggestion', params: ({ event }: { event: { suggestion: AddressSuggestion } }) => event.suggestion },
  } as const;
}

function startCheckWithManualAddress(target: string, reenter = false) {
  return [{ guard: 'isManualFormValid', target, reenter, actions: 'takeManualAddress' }, { actions: 'touchAllManual' }] as const;
}

function emptyManual(plan: AddressCheckPlan): ManualAddress {
  return { street: '', houseNumber: '', zipCode: '', city: '', country: plan.countries[0] ?? 'DE' };
}

function isManualValid(context: AddressCheckContext): boolean {
  const { country, ...fields } = context.manual;
  return manualAddressSchema(country, context.plan.isInternational).safeParse(fields).success;
}

function bandwidthOf(answer: AvailabilityAnswer | null): number | null {
  return answer?.kind === 'provider' ? fastestDownload(answer.result.providers ?? []) : null;
}
