import { assign, emit, fromPromise, setup } from 'xstate';
import type { CompanyListEntry } from '../src/domain/schemas/company.ts';
import { notProvided } from './notProvided.ts';

export interface CompanySearchContext {
  text: string;
  companies: CompanyListEntry[];
}

export type CompanySearchEvent =
  | { type: 'company.typed'; text: string }
  | { type: 'company.selected'; company: CompanyListEntry }
  | { type: 'company.manualChosen' };

/** What the step writes into the root's customer form (companyName, crefoNumber). */
export type CompanySearchEmitted = { type: 'company.chosen'; company: CompanyListEntry } | { type: 'company.manualEntered' };

/**
 * The company search of VoIP plans and business customers (spec sections 2, 4, 7): 500 ms after the last
 * keystroke a non-empty text is looked up (`GET companies`); a newer keystroke aborts the request in flight.
 * Results, none or a failure; the last two offer manual entry. Selecting a company verifies and saves its
 * address as the order address (`PUT order`), then reports it; manual entry reports that the crefoNumber goes.
 */
export const companySearchMachine = setup({
  types: {
    context: {} as CompanySearchContext,
    events: {} as CompanySearchEvent,
    emitted: {} as CompanySearchEmitted,
  },
  actors: {
    searchCompanies: fromPromise<CompanyListEntry[], { text: string }>(notProvided('searchCompanies')),
    saveOrderAddress: fromPromise<unknown, { company: CompanyListEntry }>(notProvided('saveOrderAddress')),
  },
  delays: {
    /** spec section 9: company search 500 ms */
    debounce: 500,
  },
  guards: {
    isEmptyText: (_, text: string) => text.trim() === '',
    hasCompanies: (_, companies: CompanyListEntry[]) => companies.length > 0,
  },
  actions: {
    storeText: assign((_, text: string) => ({ text })),
    storeCompanies: assign((_, companies: CompanyListEntry[]) => ({ companies })),
    clearCompanies: assign({ companies: [] }),
    reportChosen: emit((_, company: CompanyListEntry) => ({ type: 'company.chosen' as const, company })),
    reportManual: emit({ type: 'company.manualEntered' as const }),
  },
}).createMachine({
  id: 'companySearch',
  context: { text: '', companies: [] },
  initial: 'idle',
  on: {
    'company.typed': [
      { guard: { type: 'isEmptyText', params: ({ event }) => event.text }, target: '.idle', actions: [{ type: 'storeText', params: ({ event }) => event.text }, 'clearCompanies'] },
      { target: '.debouncing', reenter: true, actions: { type: 'storeText', params: ({ event }) => event.text } },
    ],
    'company.manualChosen': { target: '.manual', actions: 'reportManual' },
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      tags: ['pending'],
      invoke: {
        id: 'searchCompanies',
        src: 'searchCompanies',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'hasCompanies', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'storeCompanies', params: ({ event }) => event.output },
          },
          { target: 'noResults', actions: 'clearCompanies' },
        ],
        onError: { target: 'failed', actions: 'clearCompanies' },
      },
    },
    results: {
      on: { 'company.selected': { target: 'saving', actions: { type: 'reportChosen', params: ({ event }) => event.company } } },
    },
    noResults: {},
    failed: {},
    saving: {
      tags: ['pending'],
      invoke: {
        id: 'saveOrderAddress',
        src: 'saveOrderAddress',
        input: ({ event }) => ({ company: (event as Extract<CompanySearchEvent, { type: 'company.selected' }>).company }),
        onDone: 'chosen',
        // The company stays chosen: the address is sent again with the customer step's own save.
        onError: 'chosen',
      },
    },
    chosen: {},
    manual: {},
  },
});
