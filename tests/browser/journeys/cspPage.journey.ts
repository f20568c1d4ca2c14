import assert from 'node:assert/strict';
import type { Journey } from './journey.ts';
import { watchedStrictPage } from './moduleHostPages.ts';
import { accountAndConfirm, fillCompanyCustomer, next, orderOf, uniqueEmail, wait } from './vocabulary.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** The shipped module under the strict policy of issue 25 (tests/browser/e2e/cspPages.ts): styled, an order placed, no violation. */
const strictCsp: Journey = {
  name: 'the strict-CSP page: the shipped module styled and an order placed without a violation',
  async run({ driver, moduleHost }) {
    const email = uniqueEmail(driver, 'csp');
    await driver.goto(new URL(watchedStrictPage, moduleHost).href);
    await driver.click({ role: 'link', name: 'Jetzt bestellen', within: { role: 'article', name: 'Cloud-Telefonanlage Business' } }, wait);
    await driver.check({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await next(driver);
    await driver.waitFor({ role: 'combobox', name: /Firmenname/ }, wait);
    // the constructed style sheets apply under style-src 'self': the text fields have their border
    const border = await driver.evaluate(() => {
      const input = document.querySelector('order-form')?.shadowRoot?.querySelector('input[type="email"], input[type="text"]');
      return input ? getComputedStyle(input).borderTopStyle : 'no text field';
    }, undefined);
    assert.equal(border, 'solid', "a text field's border under the strict policy");
    await fillCompanyCustomer(driver, email);
    await next(driver);
    await accountAndConfirm(driver, 'VOIPBIZ', 'host-2026');
    await driver.waitForText('Vielen Dank für Ihre Bestellung!', undefined, wait);
    await orderOf(driver, email, moduleHost);
    const violations = await driver.evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? null, undefined);
    assert.deepEqual(violations, [], 'Content-Security-Policy violations');
  },
};

export const cspJourneys: Journey[] = [strictCsp];
