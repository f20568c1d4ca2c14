import assert from 'node:assert/strict';
import type { Journey } from './journey.ts';
import { accountAndConfirm, checkBerlinAddress, connectionAddress, customerLabels, fillCompanyCustomer, fillPrivateCustomer, next, orderOf, uniqueEmail, wait } from './vocabulary.ts';

/** The three orders of issue 40, each judged by the order the demo API received. */

const privateVoip: Journey = {
  name: 'a private VoIP order with an address check reaches the identity verification the answer asks for',
  async run({ driver }) {
    const email = uniqueEmail(driver, 'private');
    await driver.goto('/plans/VOIPPRIV/product/');
    await driver.check({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await next(driver);
    await driver.waitForUrl(/\/plans\/VOIPPRIV\/customer\/$/, wait);
    await driver.check({ role: 'radio', name: customerLabels.customerType.private }, wait);
    await driver.click({ role: 'button', name: 'Adresse prüfen' }, wait);
    await checkBerlinAddress(driver);
    await driver.waitForText('Friedrichstraße 123, 10117 Berlin', connectionAddress, wait);
    await fillPrivateCustomer(driver, { salutation: 'Mrs', firstName: 'Petra', lastName: 'Privat', birthDate: '15.04.1985', email, iban: 'DE89370400440532013000' });
    await next(driver);
    await accountAndConfirm(driver, 'VOIPPRIV', 'privat-2026');
    // private VoIP customers of the demo verify their identity after ordering: the thank-you page the answer names
    await driver.waitForUrl(/\/nect$/, wait);
    await driver.waitFor({ role: 'link', name: 'Identifizierung starten' }, wait);
    const body = await orderOf(driver, email);
    assert.deepEqual(
      { salutation: body.customer?.salutation, firstName: body.customer?.firstName, birthday: body.customer?.birthday },
      { salutation: 'Mrs', firstName: 'Petra', birthday: '15.04.1985' },
    );
    assert.equal(body.orderAddress?.street, 'Friedrichstraße');
    assert.equal(body.order?.plan?.code, 'VOIPPRIV');
  },
};

const businessVoipWithPorting: Journey = {
  name: 'a business VoIP order porting a number block under 040 is placed',
  async run({ driver }) {
    const email = uniqueEmail(driver, 'block');
    await driver.goto('/plans/VOIPBIZ/product/');
    await driver.check({ role: 'radio', name: 'Ja, bestehender Anschluss' }, wait);
    await driver.type({ role: 'combobox', name: 'Bisheriger Anbieter' }, 'Telekom');
    await driver.click({ role: 'option', name: 'Telekom Deutschland GmbH' }, wait);
    await driver.check({ role: 'radio', name: 'Rufnummernblock' });
    await driver.type({ role: 'textbox', name: 'Vorwahl des Blocks' }, '040');
    await driver.type({ role: 'textbox', name: 'Stammnummer' }, '4711');
    await next(driver);
    await driver.waitForUrl(/\/plans\/VOIPBIZ\/customer\/$/, wait);
    await fillCompanyCustomer(driver, email);
    await next(driver);
    await accountAndConfirm(driver, 'VOIPBIZ', 'block-2026');
    await driver.waitForUrl(/\/plans\/VOIPBIZ\/thanks\/$/, wait);
    await driver.waitForText('Vielen Dank für Ihre Bestellung!', undefined, wait);
    const body = await orderOf(driver, email);
    assert.deepEqual(body.portingEntry, {
      block: { blockSize: 10, nationalDestinationCode: '040', directDialling: '4711', blockStart: 0, blockEnd: 9, previousEKPID: 'D001', inquiryTerminal: 0 },
    });
    assert.equal(body.customer?.companyName, 'Isar Software AG');
  },
};

const lineOrder: Journey = {
  name: 'a line (TAL) order through the address check is placed',
  // a line plan answers 412 until the address is checked
  expectedApiErrors: [/^412 GET \/api\/plans\/TALPRIV100$/],
  async run({ driver }) {
    const email = uniqueEmail(driver, 'line');
    // a line plan answers 412 until the address is checked: its link opens the address check
    await driver.goto('/plans/TALPRIV100/');
    await checkBerlinAddress(driver);
    await driver.waitForUrl(/\/plans\/TALPRIV100\/product\/$/, wait);
    await driver.check({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await driver.check({ role: 'radio', name: 'Nein', within: { role: 'group', name: 'Kennen Sie den Vormieter?' } });
    await next(driver);
    await driver.waitForUrl(/\/plans\/TALPRIV100\/activation\/$/, wait);
    await driver.select({ role: 'combobox', name: 'Gebäudeart' }, 'detachedHouse', wait);
    await next(driver);
    await driver.waitForUrl(/\/plans\/TALPRIV100\/customer\/$/, wait);
    await driver.check({ role: 'radio', name: customerLabels.customerType.private }, wait);
    await fillPrivateCustomer(driver, { salutation: 'Mr', firstName: 'Tim', lastName: 'Leitung', birthDate: '03.03.1983', email, iban: 'DE89370400440532013000' });
    await next(driver);
    await accountAndConfirm(driver, 'TALPRIV100', 'leitung-2026');
    await driver.waitForUrl(/\/plans\/TALPRIV100\/thanks\/$/, wait);
    const body = await orderOf(driver, email);
    assert.equal(body.order?.plan?.code, 'TALPRIV100');
    assert.deepEqual(
      { street: body.orderAddress?.street, houseNumber: body.orderAddress?.houseNumber, zipCode: body.orderAddress?.zipCode },
      { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117' },
    );
    assert.equal(body.customer?.birthday, '03.03.1983');
  },
};

export const orderJourneys: Journey[] = [privateVoip, businessVoipWithPorting, lineOrder];
