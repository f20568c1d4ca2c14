import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { companySearchMachine, type CompanySearchEmitted } from '../../machines/companySearch.machine.ts';
import type { CompanyListEntry } from '../../src/domain/schemas/company.ts';

const acme: CompanyListEntry = { name: 'Acme GmbH', street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', crefoNumber: '123' };

interface Fakes {
  search?: (text: string, signal: AbortSignal) => Promise<CompanyListEntry[]>;
  save?: (company: CompanyListEntry) => Promise<unknown>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const searches: Array<{ text: string; signal: AbortSignal }> = [];
  const saved: CompanyListEntry[] = [];
  const machine = companySearchMachine.provide({
    actors: {
      searchCompanies: fromPromise(async ({ input, signal }: { input: { text: string }; signal: AbortSignal }) => {
        searches.push({ text: input.text, signal });
        return fakes.search ? fakes.search(input.text, signal) : [acme];
      }),
      saveOrderAddress: fromPromise(async ({ input }: { input: { company: CompanyListEntry } }) => {
        saved.push(input.company);
        return fakes.save ? fakes.save(input.company) : null;
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const reports: CompanySearchEmitted[] = [];
  actor.on('*', (event) => reports.push(event as CompanySearchEmitted));
  actor.start();
  return { actor, clock, searches, saved, reports };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('company search (spec sections 4, 7, 9)', () => {
  it('searches 500 ms after the last keystroke, not before', async () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'company.typed', text: 'Ac' });
    clock.increment(400);
    actor.send({ type: 'company.typed', text: 'Acme' });
    clock.increment(499);
    await settle();
    expect(searches).toEqual([]);
    clock.increment(1);
    await settle();
    expect(searches.map((s) => s.text)).toEqual(['Acme']);
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.companies).toEqual([acme]);
  });

  it('never searches for an empty or blank text', async () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'company.typed', text: '   ' });
    clock.increment(1000);
    await settle();
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('aborts the request in flight when the text changes', async () => {
    const { actor, clock, searches } = start({ search: (_, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) });
    actor.send({ type: 'company.typed', text: 'Acme' });
    clock.increment(500);
    await settle();
    actor.send({ type: 'company.typed', text: 'Acme G' });
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it('offers manual entry when nothing is found or the search fails', async () => {
    const empty = start({ search: async () => [] });
    empty.actor.send({ type: 'company.typed', text: 'Zzz' });
    empty.clock.increment(500);
    await settle();
    expect(empty.actor.getSnapshot().value).toBe('noResults');
    const failing = start({ search: async () => Promise.reject(new Error('HTTP 500')) });
    failing.actor.send({ type: 'company.typed', text: 'Acme' });
    failing.clock.increment(500);
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect(failing.actor.getSnapshot().context.text).toBe('Acme');
    failing.actor.send({ type: 'company.manualChosen' });
    expect(failing.actor.getSnapshot().value).toBe('manual');
    expect(failing.reports).toEqual([{ type: 'company.manualEntered' }]);
  });

  it('selecting a company reports it and saves its address as the order address', async () => {
    const { actor, clock, saved, reports } = start();
    actor.send({ type: 'company.typed', text: 'Acme' });
    clock.increment(500);
    await settle();
    actor.send({ type: 'company.selected', company: acme });
    expect(reports).toEqual([{ type: 'company.chosen', company: acme }]);
    await settle();
    expect(saved).toEqual([acme]);
    expect(actor.getSnapshot().value).toBe('chosen');
  });
});
