import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { sessionPersistence, type ActivitySource } from '../../../src/adapters/persistence.ts';
import { startOrder } from '../../machines/support.ts';
import { MemoryStorage } from './memoryStorage.ts';

const minutes = (count: number) => count * 60_000;
const ready = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (s) => s.matches('ready') && !s.hasTag('pending'));
/** a plan's step with a partner's token in the address */
const partnerAt = '/plans/VOIPPRIV/product/#auth_token=partner-token-123';

const bankDetails = { accountOwner: 'Zoë Łukasiewicz', accountNumber: 'DE89 3704 0044 0532 0130 00', accountBIC: 'COBADEFFXXX' };

/** An activity source the test drives: `act()` is the visitor pressing a key. */
function fakeActivity() {
  let listener: (() => void) | null = null;
  const source: ActivitySource = (onActivity) => {
    listener = onActivity;
    return () => {
      listener = null;
    };
  };
  return { source, act: () => listener?.() };
}

/** A running order on the fake clock, written to `storage`, with the customer's fields typed. */
async function typedOrder(storage: MemoryStorage, fields: Record<string, string>, ttl = minutes(30), url = partnerAt) {
  const { actor } = startOrder(url);
  await ready(actor);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const activity = fakeActivity();
  const detach = sessionPersistence(storage, 'shop', () => null, ttl).attach(actor, () => '/plans/VOIPPRIV/product/', activity.source);
  for (const [path, value] of Object.entries(fields)) actor.send({ type: 'field.changed', section: 'customer', path, value });
  // the writes are a chunk of their own, loaded with the first change to keep (src/adapters/orderWrites.ts)
  await vi.dynamicImportSettled();
  return { actor, detach, activity };
}

const storedCustomer = (storage: MemoryStorage) => JSON.parse(storage.getItem('shop:order')!).form.customer;

afterEach(() => {
  vi.useRealTimers();
});

describe('data at rest: a reload after the time without activity', () => {
  it('restores everything but the bank details and the token, and marks the bank details as removed', async () => {
    const storage = new MemoryStorage();
    const { detach } = await typedOrder(storage, { firstName: 'Zoë', email: 'zoe@example.com', ...bankDetails });
    detach();
    expect(storage.getItem('shop:authToken')).toBe('partner-token-123');

    vi.advanceTimersByTime(minutes(30));
    const reloaded = sessionPersistence(storage, 'shop');
    const restored = reloaded.restore();
    expect(restored?.form.customer).toMatchObject({ firstName: 'Zoë', email: 'zoe@example.com', accountOwner: '', accountNumber: '', accountBIC: '' });
    expect(restored?.form.paymentDataRemoved).toBe(true);
    expect(reloaded.token()).toBeNull();
    // gone from the storage itself, not only from what was restored
    expect(storage.dump()).not.toContain('DE89');
    expect(storage.dump()).not.toContain('Łukasiewicz');
    expect(storage.getItem('shop:authToken')).toBeNull();
    expect(storedCustomer(storage).firstName).toBe('Zoë');
  });

  it('keeps the bank details and the token a moment before the time', async () => {
    const storage = new MemoryStorage();
    const { detach } = await typedOrder(storage, bankDetails);
    detach();
    vi.advanceTimersByTime(minutes(30) - 1000);
    const reloaded = sessionPersistence(storage, 'shop');
    expect(reloaded.restore()?.form.customer).toMatchObject(bankDetails);
    expect(reloaded.restore()?.form.paymentDataRemoved).toBe(false);
    expect(reloaded.token()).toBe('partner-token-123');
  });

  it('counts from the last activity, not from the first load', async () => {
    const storage = new MemoryStorage();
    const { detach, activity } = await typedOrder(storage, bankDetails);
    vi.advanceTimersByTime(minutes(20));
    activity.act();
    detach();
    vi.advanceTimersByTime(minutes(20));
    expect(sessionPersistence(storage, 'shop').restore()?.form.customer).toMatchObject(bankDetails);
  });

  it('asks for nothing again when no bank details were typed', async () => {
    const storage = new MemoryStorage();
    const { detach } = await typedOrder(storage, { firstName: 'Zoë' });
    detach();
    vi.advanceTimersByTime(minutes(31));
    expect(sessionPersistence(storage, 'shop').restore()?.form.paymentDataRemoved).toBe(false);
  });

  it('treats stored data without a time of activity (written before this version) as expired', () => {
    const storage = new MemoryStorage();
    storage.setItem('shop:authToken', 'old-token');
    expect(sessionPersistence(storage, 'shop').token()).toBeNull();
    expect(storage.getItem('shop:authToken')).toBeNull();
  });
});

describe('data at rest: the page left open past the time', () => {
  it('takes the bank details out of the storage and the form, and the token out of the storage', async () => {
    const storage = new MemoryStorage();
    const { actor } = await typedOrder(storage, { lastName: 'Weiß', password: 'Geheim-2026!', ...bankDetails });
    expect(storedCustomer(storage)).toMatchObject(bankDetails);

    vi.advanceTimersByTime(minutes(30));
    expect(storedCustomer(storage)).toMatchObject({ lastName: 'Weiß', accountOwner: '', accountNumber: '', accountBIC: '' });
    expect(storage.getItem('shop:authToken')).toBeNull();
    expect(storage.dump()).not.toContain('Geheim-2026!');
    const { form, authToken } = actor.getSnapshot().context;
    expect(form.customer).toMatchObject({ lastName: 'Weiß', accountOwner: '', accountNumber: '', accountBIC: '' });
    expect(form.paymentDataRemoved).toBe(true);
    // the running form keeps its session
    expect(authToken).toBe('partner-token-123');
  });

  it('waits while the visitor is active, then expires the time after their last activity', async () => {
    const storage = new MemoryStorage();
    const { activity } = await typedOrder(storage, bankDetails);
    vi.advanceTimersByTime(minutes(25));
    activity.act();
    vi.advanceTimersByTime(minutes(25));
    expect(storedCustomer(storage)).toMatchObject(bankDetails);
    vi.advanceTimersByTime(minutes(5));
    expect(storedCustomer(storage).accountNumber).toBe('');
  });

  it('writes the token again with the next activity, and a bank detail typed again ends the request', async () => {
    const storage = new MemoryStorage();
    const { actor, activity } = await typedOrder(storage, bankDetails);
    vi.advanceTimersByTime(minutes(30));
    expect(storage.getItem('shop:authToken')).toBeNull();

    activity.act();
    expect(storage.getItem('shop:authToken')).toBe('partner-token-123');
    actor.send({ type: 'field.changed', section: 'customer', path: 'firstName', value: 'Jana' });
    expect(actor.getSnapshot().context.form.paymentDataRemoved).toBe(true);
    actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: 'DE89' });
    expect(actor.getSnapshot().context.form.paymentDataRemoved).toBe(false);
  });

  it('takes the time of the payment-data-ttl attribute', async () => {
    const storage = new MemoryStorage();
    await typedOrder(storage, bankDetails, minutes(2));
    vi.advanceTimersByTime(minutes(2) - 1);
    expect(storedCustomer(storage).accountNumber).toBe(bankDetails.accountNumber);
    vi.advanceTimersByTime(1);
    expect(storedCustomer(storage).accountNumber).toBe('');
  });

  it('takes the bank details out of the storage of a restored order on a page where nothing changes', async () => {
    const storage = new MemoryStorage();
    const { detach } = await typedOrder(storage, { firstName: 'Zoë', ...bankDetails });
    detach();
    vi.useRealTimers();
    // reloaded on the plan list, which changes nothing of the order: the writes come when the time is up
    const reloaded = sessionPersistence(storage, 'shop', () => null, minutes(30));
    const { actor } = startOrder('/', {}, { restored: reloaded.restore(), storedToken: reloaded.token() });
    await ready(actor);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stop = reloaded.attach(actor, () => '/');
    expect(storedCustomer(storage)).toMatchObject(bankDetails);
    vi.advanceTimersByTime(minutes(30));
    await vi.dynamicImportSettled();
    expect(storedCustomer(storage)).toMatchObject({ firstName: 'Zoë', accountOwner: '', accountNumber: '', accountBIC: '' });
    expect(storage.getItem('shop:authToken')).toBeNull();
    stop();
  });

  it('stops its timer and its activity listener when the element goes', async () => {
    const storage = new MemoryStorage();
    const { actor, detach } = await typedOrder(storage, bankDetails);
    detach();
    vi.advanceTimersByTime(minutes(60));
    expect(actor.getSnapshot().context.form.customer).toMatchObject(bankDetails);
  });
});

/** Text fields of the customer form that are no bank details: each must outlive the time. */
const keptFields = ['firstName', 'lastName', 'companyName', 'email', 'phoneNumber', 'birthDate', 'billingStreet', 'vatID', 'clientReferenceNumber'] as const;
const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== '' && value !== '"');

describe('data at rest, whatever the form', () => {
  it('after the time, no bank detail and no token remains in the storage, every other field does, and never a password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ accountOwner: text, accountNumber: text, accountBIC: text }, { requiredKeys: [] }),
        fc.record(Object.fromEntries(keptFields.map((field) => [field, text])) as Record<(typeof keptFields)[number], typeof text>, { requiredKeys: [] }),
        fc.constantFrom('reload', 'open page'),
        async (bank, kept, how) => {
          const storage = new MemoryStorage();
          const { detach } = await typedOrder(storage, { ...kept, ...bank, password: 'Pw-7x!kept', repeatPassword: 'Pw-7x!kept' });
          let customer;
          if (how === 'reload') {
            detach();
            vi.advanceTimersByTime(minutes(30));
            const reloaded = sessionPersistence(storage, 'shop');
            customer = reloaded.restore()!.form.customer;
            expect(reloaded.token()).toBeNull();
          } else {
            vi.advanceTimersByTime(minutes(30));
            detach();
          }
          vi.useRealTimers();
          expect(storage.getItem('shop:authToken')).toBeNull();
          expect(storage.dump()).not.toContain('Pw-7x!kept');
          const stored = storedCustomer(storage);
          for (const value of [stored, customer].filter(Boolean)) {
            expect(value).toMatchObject({ accountOwner: '', accountNumber: '', accountBIC: '', validIBAN: false, ...kept });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
