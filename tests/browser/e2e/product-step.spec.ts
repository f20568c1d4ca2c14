import type { Locator, Page, Response } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';

const euro = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;

async function serverTotal(response: Response): Promise<{ monthly: number; once: number }> {
  const body = (await response.json()) as { data: { totals: Array<{ monthly_cost: number; one_time_cost: number }> } };
  return { monthly: body.data.totals[0]!.monthly_cost, once: body.data.totals[0]!.one_time_cost };
}

const cartButton = (page: Page) => orderForm(page).getByRole('button', { name: /^Warenkorb: / });

async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const dialog = orderForm(page).getByRole('dialog', { name: 'Ihre Bestellung' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a private VoIP plan configured with add-ons of every kind: rules act, the cart agrees with the server, a reload keeps it all', async ({ page }) => {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/cart') && response.request().method() === 'POST') answers.push(response);
  });
  await page.goto('/plans/VOIPPRIV/product/');
  const form = orderForm(page);
  await expect(form.getByRole('heading', { level: 2, name: 'Optionen' })).toBeVisible();

  // toggle_off in a checkbox category
  await form.getByRole('checkbox', { name: 'Auslands-Flatrate EU' }).check();
  // disables: the barring takes the EU flat rate out and disables it, with the reason beside it
  await form.getByRole('checkbox', { name: 'Sperre für Auslandsgespräche' }).check();
  const euFlat = form.getByRole('checkbox', { name: 'Auslands-Flatrate EU' });
  await expect(euFlat).toBeDisabled();
  await expect(euFlat).not.toBeChecked();
  await expect(form.getByText('Nicht kombinierbar mit: Sperre für Auslandsgespräche')).toBeVisible();

  // excludes: the analogue fax adapter removes fax-to-mail and says so politely
  await expect(form.getByRole('checkbox', { name: 'Fax-to-Mail' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Analog-Adapter für Ihr Faxgerät' }).check();
  await expect(form.getByRole('checkbox', { name: 'Fax-to-Mail' })).toHaveCount(0);
  await expect(form.getByRole('status').filter({ hasText: 'Entfernt, weil nicht mit Ihrer neuen Auswahl kombinierbar: Fax-to-Mail' })).toBeVisible();

  // input with a quantity stepper (firstItemFree)
  await form.getByRole('button', { name: 'Mehr Sprachbox' }).click();
  await form.getByRole('button', { name: 'Mehr Sprachbox' }).click();
  await expect(form.getByRole('group', { name: 'Sprachbox' }).locator('output')).toHaveText('2');

  // select with cart add-ons; a parentAddon child appears under its chosen parent
  await expect(form.getByRole('button', { name: 'Mehr Ersatzakku' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Telefone' }).selectOption('3132');
  await form.getByRole('button', { name: 'Mehr Ersatzakku' }).click();
  await expect(form.getByText('Vorauszahlung')).toBeVisible();

  // radio_option cards, and a radio whose answer is a quantity (input)
  await form.getByRole('radio', { name: 'Allnet (Festnetz und Mobil)' }).check();
  await form.getByRole('radio', { name: 'Telefonadapter (ATA)' }).check();
  await form.getByRole('button', { name: 'Mehr Telefonadapter (ATA)' }).click();
  await expect(form.getByRole('group', { name: 'Anzahl Telefonadapter (ATA)' }).locator('output')).toHaveText('2');

  // the cart's totals are the server's answer to the latest selection, its discount line with a minus
  let dialog = await openCart(page);
  await expect(dialog.locator('[data-part="cart-contents"]')).toHaveAttribute('data-state', 'synced');
  const total = await serverTotal(answers.at(-1)!);
  const totalRow = dialog.getByRole('row').filter({ hasText: 'Gesamtsumme' });
  await expect(totalRow).toContainText(euro(total.monthly));
  await expect(totalRow).toContainText(euro(total.once));
  await expect(dialog.getByRole('row').filter({ hasText: '1× Sprachbox inklusive' })).toContainText('−1,50 €');
  await expect(dialog.getByRole('row').filter({ hasText: 'Sprachbox (2×)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Sperre für Auslandsgespräche' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Analog-Adapter für Ihr Faxgerät' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Sprachbox' }).locator('output')).toHaveText('2');
  await expect(form.getByRole('combobox', { name: 'Telefone' })).toHaveValue('3132');
  await expect(form.getByRole('radio', { name: 'Allnet (Festnetz und Mobil)' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Anzahl Telefonadapter (ATA)' }).locator('output')).toHaveText('2');
  dialog = await openCart(page);
  await expect(dialog.getByRole('row').filter({ hasText: 'Gesamtsumme' })).toContainText(euro(total.monthly));
});

/** The accessible name of whatever has the focus, inside the element's shadow root too. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });
}

test('the cart dialog opens and closes by keyboard, and gives the focus back to its button', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  await expect(cartButton(page)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(/^Warenkorb: \d+ Positionen, \d+,\d\d\s€ monatlich$/);
  for (let presses = 0; presses < 40 && !/^Warenkorb: /.test(await focusedName(page)); presses += 1) await page.keyboard.press('Tab');
  await expect(cartButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = orderForm(page).getByRole('dialog', { name: 'Ihre Bestellung' });
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement));
  // the dialog takes the focus before the frame that first shows it: a visible dialog is in the DOM a little earlier
  await expect.poll(focusInside).toBe(true);
  // the form behind it is inert, as showModal() makes a page: floating-ui hides only what is outside the shadow root
  const behindDialog = (locator: Locator) => locator.evaluate((node) => node.closest('[inert]') !== null);
  const heading = orderForm(page).locator('h1');
  expect(await behindDialog(heading)).toBe(true);
  expect(await behindDialog(cartButton(page))).toBe(true);
  expect(await behindDialog(dialog)).toBe(false);
  // focus stays inside the dialog, also for the moment between a Tab and the trap's answer: every element that takes
  // the focus is counted, so a focus guard beside the dialog (floating-ui's, which passed the focus on a frame later)
  // fails the test whatever the timing
  await dialog.evaluate((node) => {
    const root = node.getRootNode() as ShadowRoot & { focusedOutside?: string[] };
    root.focusedOutside = [];
    root.addEventListener('focusin', (event) => {
      const target = event.composedPath()[0] as Element;
      if (!node.contains(target)) root.focusedOutside!.push(target.outerHTML.slice(0, 120));
    });
  });
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);
  expect(await dialog.evaluate((node) => (node.getRootNode() as ShadowRoot & { focusedOutside?: string[] }).focusedOutside)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await behindDialog(heading)).toBe(false);
  await expect(cartButton(page)).toBeFocused();
  // Enter again, then the close button by keyboard
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test('a forces_plan add-on moves the order to the business plan, URL included, and says why', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  const form = orderForm(page);
  // the page moves to another plan at once: a click, not check() (which would look for the box afterwards)
  await form.getByRole('checkbox', { name: 'Cloud-Telefonanlage mit Durchwahlen' }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPBIZ\/product\/$/);
  await expect(form.getByText('„Cloud-Telefonanlage mit Durchwahlen“ gibt es nur im Tarif Cloud-Telefonanlage Business.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Nebenstellen/ }).or(form.getByRole('group', { name: 'Nebenstellen' }))).toBeVisible();
});

test('a business plan shows its options and a server total with the one-time price', async ({ page }) => {
  await page.goto('/plans/VOIPBIZ/product/');
  const form = orderForm(page);
  await form.getByRole('checkbox', { name: 'Datenschutzmodus (keine Aufzeichnung)' }).check();
  await expect(form.getByRole('checkbox', { name: 'Gesprächsaufzeichnung' })).toBeDisabled();
  await form.getByRole('radio', { name: 'Premium-Support (24/7)' }).check();
  const dialog = await openCart(page);
  await expect(dialog.locator('[data-part="cart-contents"]')).toHaveAttribute('data-state', 'synced');
  await expect(dialog.getByRole('row').filter({ hasText: 'Gesamtsumme' })).toContainText('49,00 €');
});
