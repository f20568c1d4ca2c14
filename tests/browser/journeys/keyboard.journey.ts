import assert from 'node:assert/strict';
import type { ElementQuery, JourneyDriver } from './driver.ts';
import type { Journey } from './journey.ts';
import { addressCheck, customerLabels, wait } from './vocabulary.ts';

/** The cart and the address check's dialogs by keyboard alone: the focus moves in, stays inside on Tab, returns. */

/** Presses Tab until the focused element's name matches (at most `presses` times). */
async function tabTo(driver: JourneyDriver, name: RegExp, presses = 60) {
  for (let pressed = 0; pressed <= presses; pressed += 1) {
    const focused = await driver.focused();
    if (focused && name.test(focused.name)) return;
    await driver.press('Tab');
  }
  assert.fail(`Tab never reached ${name} in ${presses} presses (last: ${JSON.stringify(await driver.focused())})`);
}

async function waitForFocusWithin(driver: JourneyDriver, dialog: ElementQuery) {
  const deadline = Date.now() + wait.timeout;
  while (!(await driver.focusIsWithin(dialog))) {
    if (Date.now() > deadline) assert.fail(`the focus never moved into the dialog (it is on ${JSON.stringify(await driver.focused())})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Tab and Shift+Tab cycle inside the dialog: the focus never leaves it. A press may land on floating-ui's focus guard
 * first, which hands the focus on a frame later: asked again for a moment before it counts as left.
 */
async function expectFocusTrapped(driver: JourneyDriver, dialog: ElementQuery, presses: number) {
  for (let pressed = 1; pressed <= presses; pressed += 1) {
    await driver.press(pressed % 5 === 0 ? 'Shift+Tab' : 'Tab');
    const deadline = Date.now() + 2_000;
    while (!(await driver.focusIsWithin(dialog))) {
      if (Date.now() > deadline) assert.fail(`press ${pressed}: the focus left the dialog for ${JSON.stringify(await driver.focused())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function expectFocusOn(driver: JourneyDriver, name: RegExp, what: string) {
  const deadline = Date.now() + wait.timeout;
  for (;;) {
    const focused = await driver.focused();
    if (focused && name.test(focused.name)) return;
    if (Date.now() > deadline) assert.fail(`${what}: the focus is on ${JSON.stringify(focused)}, not ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cartDialog: Journey = {
  name: 'the cart dialog by keyboard: Enter opens it with the focus inside, Tab stays inside, Escape returns the focus',
  async run({ driver }) {
    const cart: ElementQuery = { role: 'dialog', name: 'Ihre Bestellung' };
    await driver.goto('/plans/VOIPPRIV/product/');
    await driver.waitFor({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await driver.waitFor({ role: 'button', name: /^Warenkorb: / }, wait);
    await tabTo(driver, /^Warenkorb: /);
    await driver.press('Enter');
    await driver.waitFor(cart, wait);
    await waitForFocusWithin(driver, cart);
    await expectFocusTrapped(driver, cart, 20);
    await driver.press('Escape');
    await driver.waitForHidden(cart, wait);
    await expectFocusOn(driver, /^Warenkorb: /, 'after Escape');
  },
};

const addressDialog: Journey = {
  name: 'the address check dialog by keyboard: the focus on its search field, Tab stays inside, an address chosen by keys; opened again, Escape returns the focus',
  async run({ driver }) {
    const dialog: ElementQuery = { role: 'dialog', name: addressCheck.dialog };
    await driver.goto('/plans/VOIPPRIV/?skip_to=customer');
    await driver.waitForUrl(/\/plans\/VOIPPRIV\/customer\//, wait);
    await driver.check({ role: 'radio', name: customerLabels.customerType.private }, wait);
    await driver.waitFor({ role: 'button', name: 'Adresse prüfen' }, wait);
    await tabTo(driver, /^Adresse prüfen$/);
    await driver.press('Enter');
    await driver.waitFor(dialog, wait);
    await expectFocusOn(driver, new RegExp(`^${addressCheck.search}$`), 'the dialog opened');
    await expectFocusTrapped(driver, dialog, 12);
    // a verified address is required here, so Escape does not close it: the address typed and chosen by keys
    await driver.type({ role: 'combobox', name: addressCheck.search, within: dialog }, addressCheck.typed, wait);
    await driver.waitFor({ role: 'option', name: addressCheck.suggestion, within: dialog }, wait);
    await driver.press('ArrowDown');
    await driver.press('Enter');
    await driver.waitForText(addressCheck.available, dialog, wait);
    await tabTo(driver, new RegExp(`^${addressCheck.continue}$`), 20);
    await driver.press('Enter');
    await driver.waitForHidden(dialog, wait);
    // with an address checked, changing it is dismissable: Escape closes and gives the focus back
    await driver.waitFor({ role: 'button', name: 'Adresse ändern' }, wait);
    await tabTo(driver, /^Adresse ändern$/);
    await driver.press('Enter');
    await driver.waitFor(dialog, wait);
    await waitForFocusWithin(driver, dialog);
    await expectFocusTrapped(driver, dialog, 6);
    await driver.press('Escape');
    await driver.waitForHidden(dialog, wait);
    await expectFocusOn(driver, /^Adresse ändern$/, 'after Escape');
  },
};

export const keyboardJourneys: Journey[] = [cartDialog, addressDialog];
