import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { sessionPersistence, STORAGE_VERSION } from '../../../src/adapters/persistence.ts';
import { startOrder } from '../../machines/support.ts';
import { MemoryStorage } from './memoryStorage.ts';

const ready = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (s) => s.matches('ready') && !s.hasTag('pending'));
/** The writes are a chunk of their own, loaded with the first change to keep (src/adapters/orderWrites.ts). */
const writing = () => vi.dynamicImportSettled();

describe('persistence (sessionStorage under the storage key)', () => {
  it('never writes the password or its repeat, and restores the rest at the same step', async () => {
    const storage = new MemoryStorage();
    const persistence = sessionPersistence(storage, 'shop');
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    persistence.attach(actor, () => '/plans/VOIPPRIV/product/');
    await ready(actor);
    await writing();
    actor.send({ type: 'field.changed', section: 'customer', path: 'firstName', value: 'Zoë' });
    actor.send({ type: 'field.changed', section: 'customer', path: 'password', value: 'Geheim-2026!' });
    actor.send({ type: 'field.changed', section: 'customer', path: 'repeatPassword', value: 'Geheim-2026!' });
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });

    expect(storage.dump()).not.toContain('Geheim-2026!');
    expect(storage.getItem('shop:order')).toContain('Zoë');

    const restored = sessionPersistence(storage, 'shop').restore();
    expect(restored?.form.customer.firstName).toBe('Zoë');
    expect(restored?.form.customer.password).toBe('');
    expect(restored?.form.connection.oldConnection).toBe(false);
    expect(restored?.flow.highestStep).toBe('product');
    expect(restored?.address).toBe('/plans/VOIPPRIV/product/');
  });

  it('keeps the auth token beside the order and forgets it when the machine does', async () => {
    const storage = new MemoryStorage();
    const { actor } = startOrder('/#auth_token=abc');
    sessionPersistence(storage, 'shop').attach(actor, () => '/');
    await ready(actor);
    await writing();
    expect(storage.getItem('shop:authToken')).toBe('abc');
    expect(sessionPersistence(storage, 'shop').token()).toBe('abc');
  });

  it('drops data of another version, or data that does not parse, cleanly', () => {
    const storage = new MemoryStorage();
    storage.setItem('shop:order', JSON.stringify({ version: STORAGE_VERSION + 1, form: {} }));
    expect(sessionPersistence(storage, 'shop').restore()).toBeNull();
    expect(storage.getItem('shop:order')).toBeNull();
    storage.setItem('shop:order', '{not json');
    expect(sessionPersistence(storage, 'shop').restore()).toBeNull();
  });

  it('drops stored data whose shape is off (an unknown step, a cart entry without quantity, no partner state)', async () => {
    const storage = new MemoryStorage();
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    sessionPersistence(storage, 'shop').attach(actor, () => '/plans/VOIPPRIV/product/');
    await ready(actor);
    await writing();
    const written = JSON.parse(storage.getItem('shop:order')!);
    const variants = [
      { ...written, flow: { ...written.flow, highestStep: 'payment' } },
      { ...written, form: { ...written.form, selectedCartAddons: [{ id: 7 }] } },
      { ...written, partner: undefined },
      { ...written, form: { ...written.form, customer: 'Zoë' } },
    ];
    for (const variant of variants) {
      storage.setItem('shop:order', JSON.stringify(variant));
      expect(sessionPersistence(storage, 'shop').restore()).toBeNull();
      expect(storage.getItem('shop:order')).toBeNull();
    }
  });

  it('gives fields missing from the stored form their defaults', async () => {
    const storage = new MemoryStorage();
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    sessionPersistence(storage, 'shop').attach(actor, () => '/plans/VOIPPRIV/product/');
    await ready(actor);
    await writing();
    const written = JSON.parse(storage.getItem('shop:order')!);
    delete written.form.customer.paymentType;
    delete written.form.connection.oldConnection;
    storage.setItem('shop:order', JSON.stringify(written));
    const restored = sessionPersistence(storage, 'shop').restore();
    expect(restored?.form.customer.paymentType).toBe('bank');
    expect(restored?.form.connection.oldConnection).toBeNull();
  });

  it('keeps the quote form and the plan link address over a reload, field by field', async () => {
    const storage = new MemoryStorage();
    const { actor } = startOrder('/plans/VOIPBIZ/product/');
    sessionPersistence(storage, 'shop').attach(actor, () => '/plans/VOIPBIZ/product/');
    await ready(actor);
    await writing();
    actor.send({ type: 'quoteForm.changed', values: { companyName: 'Nordwind Logistik GmbH', personalDataUseConsent: true } });
    actor.send({ type: 'planLinkEmail.changed', email: 'jana@example.com' });
    // the address check's quote form is this page's first change: its writes' chunk comes with it
    await writing();
    const restored = sessionPersistence(storage, 'shop').restore();
    expect(restored?.form.quoteForm).toEqual({
      companyName: 'Nordwind Logistik GmbH',
      firstName: '',
      lastName: '',
      email: '',
      phoneNumberQuote: '',
      personalDataUseConsent: true,
    });
    expect(restored?.form.planLinkEmail).toBe('jana@example.com');

    const written = JSON.parse(storage.getItem('shop:order')!);
    storage.setItem('shop:order', JSON.stringify({ ...written, form: { ...written.form, quoteForm: { firstName: 7, personalDataUseConsent: 'yes' }, planLinkEmail: null } }));
    const odd = sessionPersistence(storage, 'shop').restore();
    expect(odd?.form.quoteForm.firstName).toBe('');
    expect(odd?.form.quoteForm.personalDataUseConsent).toBe(false);
    expect(odd?.form.planLinkEmail).toBe('');
  });

  it("keeps the order's key with its sections' fingerprints and its fate, never the password's hash, and drops a key of another shape", async () => {
    const storage = new MemoryStorage();
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    sessionPersistence(storage, 'shop').attach(actor, () => '/plans/VOIPPRIV/product/');
    await ready(actor);
    await writing();
    actor.send({ type: 'submission.keyChanged', orderKey: { idempotencyKey: 'key-1', sections: { customer: 'c-1' }, passwordFingerprint: 'secret-hash', fate: 'unknown' } });
    expect(storage.dump()).not.toContain('secret-hash');
    expect(sessionPersistence(storage, 'shop').restore()?.form.orderKey).toEqual({ idempotencyKey: 'key-1', sections: { customer: 'c-1' }, fate: 'unknown' });

    const written = JSON.parse(storage.getItem('shop:order')!);
    for (const odd of ['key-0', { idempotencyKey: 'key-1' }, { idempotencyKey: 'key-1', sections: {}, fate: 'placed' }]) {
      storage.setItem('shop:order', JSON.stringify({ ...written, form: { ...written.form, orderKey: odd } }));
      expect(sessionPersistence(storage, 'shop').restore()?.form.orderKey).toBeNull();
    }
  });

  it('keeps two storage keys apart', async () => {
    const storage = new MemoryStorage();
    const first = startOrder('/plans/VOIPPRIV/product/');
    const second = startOrder('/');
    sessionPersistence(storage, 'one').attach(first.actor, () => '/plans/VOIPPRIV/product/');
    sessionPersistence(storage, 'two').attach(second.actor, () => '/');
    await ready(first.actor);
    await writing();
    first.actor.send({ type: 'field.changed', section: 'customer', path: 'lastName', value: 'Łukasiewicz' });
    expect(storage.getItem('one:order')).toContain('Łukasiewicz');
    // the plan list, where nothing changed, writes no order
    expect(storage.getItem('two:order')).toBeNull();
  });

  it('survives a storage that refuses writes (private mode)', async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const { actor } = startOrder('/');
    expect(() => sessionPersistence(storage, 'shop').attach(actor, () => '/')).not.toThrow();
    await ready(actor);
    await writing();
  });

  it('writes a keystroke later, not in its task, and flushes what is pending when the page is hidden or left', async () => {
    const storage = new MemoryStorage();
    const pending: Array<() => void> = [];
    const later = (write: () => void) => {
      pending.push(write);
      return () => pending.splice(pending.indexOf(write), 1);
    };
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    const detach = sessionPersistence(storage, 'shop', later).attach(actor, () => '/plans/VOIPPRIV/product/');
    await ready(actor);
    await writing();
    pending.splice(0).forEach((write) => write());

    actor.send({ type: 'field.changed', section: 'customer', path: 'lastName', value: 'Z' });
    actor.send({ type: 'field.changed', section: 'customer', path: 'lastName', value: 'Zo' });
    expect(storage.getItem('shop:order')).not.toContain('"Zo"');
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(storage.getItem('shop:order')).toContain('"Zo"');

    actor.send({ type: 'field.changed', section: 'customer', path: 'lastName', value: 'Zoë' });
    globalThis.dispatchEvent?.(new Event('pagehide'));
    if (typeof globalThis.dispatchEvent !== 'function') detach();
    expect(storage.getItem('shop:order')).toContain('"Zoë"');
    expect(pending).toHaveLength(0);
    detach();
  });
});
