import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { emptyPartnerState } from '../../machines/order/context.ts';
import { emptyFlow, emptyOrderForm } from '../../machines/order/form.ts';
import type { BicTableCountry } from '../../src/domain/bankCode.ts';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import { startOrder, type FakeApi } from './support.ts';

/*
 * Spec sections 2, 5: the BIC is found from the IBAN with its country's iban-to-bic table, which the root machine
 * loads (one data chunk per country) when the IBAN's first two letters are typed.
 */

const settled = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (state) => !state.matches('booting') && !state.hasTag('pending'));

/** A DE IBAN of Commerzbank (37040044), typed in groups of four as the IBAN field sends it. */
const commerzbank = 'DE89 3704 0044 0532 0130 00';
/** A valid DE IBAN of a bank the test's table does not list (12030000). */
const unlisted = 'DE02 1203 0000 0000 2020 51';
const tables: Record<string, BicTable> = {
  DE: { country: 'DE', bics: { '37040044': 'COBADEFFXXX' } },
  NL: { country: 'NL', bics: { ABNA: 'ABNANL2A' } },
};
const fakeTables: FakeApi['loadBicTable'] = async ({ country }) => tables[country]!;

async function atCustomerStep(api: FakeApi = { loadBicTable: fakeTables }) {
  const started = startOrder('/plans/VOIPPRIV/?skip_to=customer', api);
  await settled(started.actor);
  expect(started.actor.getSnapshot().matches({ ready: { page: { plan: { flow: { customer: 'editing' } } } } })).toBe(true);
  return started;
}

/** Types the IBAN as the field sends it: one `field.changed` per keystroke, grouped in fours. */
function typeIban(actor: Awaited<ReturnType<typeof atCustomerStep>>['actor'], iban: string) {
  const compact = iban.replace(/\s/g, '');
  for (let length = 1; length <= compact.length; length += 1) {
    const value = compact.slice(0, length).replace(/(.{4})(?=.)/g, '$1 ');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value });
  }
}

/** Until the table's load has failed (waitFor rejects with the load's error) and the root took its error event. */
async function failureOfLoad(actor: Awaited<ReturnType<typeof atCustomerStep>>['actor']) {
  const load = actor.getSnapshot().children.bicTable!;
  await waitFor(load, (snapshot) => snapshot.status === 'error').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve));
}

const bicOf = (actor: Awaited<ReturnType<typeof atCustomerStep>>['actor']) => actor.getSnapshot().context.form.customer.accountBIC;
const loadedCountry = (actor: Awaited<ReturnType<typeof atCustomerStep>>['actor']) => actor.getSnapshot().context.bicTable?.country;

describe('the BIC from the IBAN (root machine)', () => {
  it('loads the table of the IBAN’s country when its first two letters are typed, once, and fills in the BIC the IBAN derives', async () => {
    const { actor, calls } = await atCustomerStep();
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: 'D' });
    expect(calls.loadBicTable).toEqual([]);
    typeIban(actor, commerzbank);
    expect(calls.loadBicTable).toEqual([{ country: 'DE' }]);
    await waitFor(actor, () => loadedCountry(actor) === 'DE');
    expect(bicOf(actor)).toBe('COBADEFFXXX');
  });

  it('fills in the BIC when the table arrives after the IBAN is complete', async () => {
    let arrive: (table: BicTable) => void = () => undefined;
    const { actor } = await atCustomerStep({ loadBicTable: () => new Promise((resolve) => (arrive = resolve)) });
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    expect(bicOf(actor)).toBe('');
    arrive(tables.DE!);
    await waitFor(actor, () => loadedCountry(actor) === 'DE');
    expect(bicOf(actor)).toBe('COBADEFFXXX');
  });

  it('fills in the BIC on the keystroke that completes the IBAN once the table is there', async () => {
    const { actor } = await atCustomerStep();
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: 'DE' });
    await waitFor(actor, () => loadedCountry(actor) === 'DE');
    expect(bicOf(actor)).toBe('');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank.slice(0, -1) });
    expect(bicOf(actor)).toBe('');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    expect(bicOf(actor)).toBe('COBADEFFXXX');
  });

  it('keeps a BIC the visitor typed over until the IBAN derives another, and a bank the table does not list leaves the BIC as it is', async () => {
    const { actor } = await atCustomerStep();
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    await waitFor(actor, () => bicOf(actor) === 'COBADEFFXXX');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountBIC', value: 'COBADEBBXXX' });
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountOwner', value: 'Anna Schmidt' });
    expect(bicOf(actor)).toBe('COBADEBBXXX');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: unlisted });
    expect(bicOf(actor)).toBe('COBADEBBXXX');
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    expect(bicOf(actor)).toBe('COBADEFFXXX');
  });

  it('loads only the new country’s table when an IBAN of another country is typed', async () => {
    const { actor, calls } = await atCustomerStep();
    typeIban(actor, commerzbank);
    await waitFor(actor, () => loadedCountry(actor) === 'DE');
    typeIban(actor, 'NL91 ABNA 0417 1643 00');
    expect(calls.loadBicTable).toEqual([{ country: 'DE' }, { country: 'NL' }]);
    await waitFor(actor, () => loadedCountry(actor) === 'NL');
    expect(bicOf(actor)).toBe('ABNANL2A');
  });

  it('asks for no table for a country without one', async () => {
    const { actor, calls } = await atCustomerStep();
    typeIban(actor, 'CH93 0076 2011 6238 5295 7');
    expect(calls.loadBicTable).toEqual([]);
    expect(bicOf(actor)).toBe('');
  });

  it('derives nothing when the table cannot load: the IBAN stays as typed, the BIC empty, the step editing', async () => {
    const { actor, calls } = await atCustomerStep({
      loadBicTable: async () => {
        throw new TypeError('Failed to fetch dynamically imported module: /chunks/de.js');
      },
    });
    typeIban(actor, commerzbank);
    await failureOfLoad(actor);
    expect(calls.loadBicTable).toEqual([{ country: 'DE' }]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.form.customer).toMatchObject({ accountNumber: commerzbank, accountBIC: '' });
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: { customer: 'editing' } } } } })).toBe(true);
  });

  it('asks for a table whose load failed again on the IBAN’s next change (a dropped network), and fills in the BIC then', async () => {
    let failures = 1;
    const { actor, calls } = await atCustomerStep({
      loadBicTable: async (input) => {
        if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: /chunks/de.js');
        return fakeTables(input);
      },
    });
    typeIban(actor, commerzbank);
    await failureOfLoad(actor);
    expect(bicOf(actor)).toBe('');
    // the same IBAN again asks for nothing; the visitor's next keystroke does
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    expect(calls.loadBicTable).toHaveLength(1);
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank.slice(0, -1) });
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: commerzbank });
    expect(calls.loadBicTable).toEqual([{ country: 'DE' }, { country: 'DE' }]);
    await waitFor(actor, () => bicOf(actor) === 'COBADEFFXXX');
  });

  it('stays running when a table fails to load after the visitor left the flow', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { actor } = await atCustomerStep({ loadBicTable: () => new Promise((_, reject) => (fail = reject)) });
    typeIban(actor, commerzbank);
    actor.send({ type: 'route.requested', route: { name: 'plans' } });
    await waitFor(actor, (state) => state.matches({ ready: { page: 'plans' } }));
    fail(new TypeError('Failed to fetch dynamically imported module: /chunks/de.js'));
    await failureOfLoad(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
  });

  it('loads the table of an IBAN the customer step opens with (restored by a reload) and fills in its BIC', async () => {
    const form = emptyOrderForm();
    form.customer.accountNumber = commerzbank;
    const restored = { form, flow: emptyFlow(), planCode: 'VOIPPRIV', partner: emptyPartnerState() };
    const { actor, calls } = startOrder('/plans/VOIPPRIV/?skip_to=customer', { loadBicTable: fakeTables }, { restored });
    await waitFor(actor, () => bicOf(actor) === 'COBADEFFXXX');
    expect(calls.loadBicTable).toEqual([{ country: 'DE' as BicTableCountry }]);
  });

  it('finds the BIC with the real table of the country (iban-to-bic’s dataset)', async () => {
    const { actor } = await atCustomerStep({});
    typeIban(actor, commerzbank);
    await waitFor(actor, () => bicOf(actor) === 'COBADEFFXXX', { timeout: 30_000 });
  });
});
