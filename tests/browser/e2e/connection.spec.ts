import type { Page, Request } from '@playwright/test';
import * as z from 'zod/mini';
import { addDays, berlinToday, defaultInstallationDate, earliestOrderDate } from '../../../src/domain/index.ts';
import { Order } from '../../../src/domain/schemas/order.ts';
import { checkAddressThroughApi } from './checkedAddress.ts';
import { expect, orderForm, test } from './fixtures.ts';

const form = (page: Page) => orderForm(page);
const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter', exact: true }).click();
const today = () => berlinToday(new Date());

/** Every `PUT order` body, parsed against the spec's Order shape (section 3). */
function savedOrders(page: Page) {
  const bodies: Array<z.infer<typeof Order>> = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith('/api/order')) return;
    const body = request.postDataJSON() as unknown;
    bodies.push(z.parse(z.strictObject(Order.shape), body));
  });
  return bodies;
}

test('a new connection: previous tenant unknown, the quickest installation, the morning slot; saved and on to activation', async ({ page }) => {
  await checkAddressThroughApi(page);
  const bodies = savedOrders(page);
  await page.goto('/plans/TALPRIV100/product/');
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Nein' }).check();
  await expect(form(page).getByRole('radio', { name: 'Vormittags (8–12 Uhr)' })).toBeChecked();
  await expect(form(page).getByLabel('Anzahl zusätzlicher Rufnummern')).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/);
  const body = bodies.at(-1)!;
  expect(body.order?.wantedDate).toBe(defaultInstallationDate(today()));
  expect(body.technicianTimeSlot).toBe('morning');
  expect(body.portingEntry).toBeUndefined();
  expect(body.previousTenant).toBeUndefined();
});

test('"next" on an empty product step shows the error summary, focused, linking to the question', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).waitFor();
  await next(page);
  const summary = form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /Haben Sie an dieser Adresse bereits einen Anschluss\?/ }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
});

test('a porting with three single numbers from a chosen provider, an early termination date replaced', async ({ page }) => {
  const bodies = savedOrders(page);
  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  const provider = form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' });
  await provider.fill('voda');
  await form(page).getByRole('option', { name: 'Vodafone GmbH' }).click();
  await expect(provider).toHaveValue('Vodafone GmbH');
  await form(page).getByRole('checkbox', { name: 'Ich habe meinen bisherigen Vertrag bereits gekündigt.' }).check();
  const termination = form(page).getByLabel('Kündigungstermin');
  await termination.fill(addDays(today(), 3));
  await termination.blur();
  await expect(termination).toHaveValue(earliestOrderDate(today()));
  await expect(form(page).getByText(/wurde auf den .* gesetzt/)).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Vorwahl' }).fill('030');
  await form(page).getByRole('textbox', { name: 'Rufnummer 1' }).fill('1234567');
  await form(page).getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }).click();
  await form(page).getByRole('textbox', { name: 'Rufnummer 2' }).fill('1234567');
  await form(page).getByRole('textbox', { name: 'Rufnummer 2' }).blur();
  await expect(form(page).getByText('Diese Rufnummer wurde bereits hinzugefügt')).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Rufnummer 2' }).fill('2345678');
  await form(page).getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }).click();
  await form(page).getByRole('textbox', { name: 'Rufnummer 3' }).fill('3456789');
  await form(page).getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }).click();
  await form(page).getByRole('button', { name: 'Rufnummer 4 entfernen' }).click();
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/);
  const body = bodies.at(-1)!;
  expect(body.portingEntry).toEqual({ numbers: { previousEKPID: 'D052', nationalDestinationCode: '030', subscriberNumbers: ['1234567', '2345678', '3456789'] } });
  expect(body.order?.terminationDate).toBe(earliestOrderDate(today()));
});

test('a porting block with its defaults, the area code checked as a German landline code', async ({ page }) => {
  const bodies = savedOrders(page);
  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  await form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' }).fill('Telekom');
  await form(page).getByRole('option', { name: 'Telekom Deutschland GmbH' }).click();
  await form(page).getByRole('radio', { name: 'Rufnummernblock' }).check();
  await expect(form(page).getByText('Durchwahlbereich 0 bis 9')).toBeVisible();
  const areaCode = form(page).getByRole('textbox', { name: 'Vorwahl des Blocks' });
  await areaCode.fill('0151');
  await areaCode.blur();
  await expect(form(page).getByText('Ungültige Vorwahl')).toBeVisible();
  await areaCode.fill('089');
  await form(page).getByRole('textbox', { name: 'Stammnummer' }).fill('12345');
  await expect(form(page).getByText('Ungültige Vorwahl')).toHaveCount(0);
  await next(page);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/);
  expect(bodies.at(-1)!.portingEntry).toEqual({
    block: { blockSize: 10, nationalDestinationCode: '089', directDialling: '12345', blockStart: 0, blockEnd: 9, previousEKPID: 'D001', inquiryTerminal: 0 },
  });
});

for (const [salutation, label] of [
  ['Mr', 'Herr'],
  ['Mrs', 'Frau'],
  ['Company', 'Firma'],
] as const) {
  test(`a known previous tenant, ${salutation}`, async ({ page }) => {
    await checkAddressThroughApi(page);
    const bodies = savedOrders(page);
    await page.goto('/plans/TALPRIV100/product/');
    await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
    await form(page).getByRole('group', { name: 'Kennen Sie den Vormieter?' }).getByRole('radio', { name: 'Ja' }).check();
    await form(page).getByRole('radio', { name: label, exact: true }).check();
    if (salutation === 'Company') await form(page).getByRole('textbox', { name: 'Firma' }).fill('Müller & Söhne GmbH');
    else {
      await form(page).getByRole('textbox', { name: 'Vorname' }).fill('Jürgen');
      await form(page).getByRole('textbox', { name: 'Nachname' }).fill('Müller');
    }
    const prefix = form(page).getByRole('textbox', { name: 'Vorwahl' });
    await expect(prefix).toHaveAttribute('placeholder', '030');
    await expect(form(page).getByRole('textbox', { name: 'Rufnummer' })).toHaveAttribute('placeholder', '12345678');
    await prefix.fill('030');
    await form(page).getByRole('textbox', { name: 'Rufnummer' }).fill('98765432');
    await next(page);
    await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/);
    const names = salutation === 'Company' ? { companyName: 'Müller & Söhne GmbH' } : { firstName: 'Jürgen', lastName: 'Müller' };
    expect(bodies.at(-1)!.previousTenant).toEqual({ salutation, phoneNumber: { nationalDestinationCode: '030', subscriberNumber: '98765432' }, ...names });
  });
}

async function toActivation(page: Page) {
  await checkAddressThroughApi(page);
  await page.goto('/plans/TALPRIV100/product/');
  await form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/activation\/$/);
}

test('an apartment activation needs building detail, storey and flat location, and sends them', async ({ page }) => {
  const bodies = savedOrders(page);
  await toActivation(page);
  await form(page).getByLabel('Gebäudeart').selectOption('apartment');
  await next(page);
  await expect(form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeFocused();
  await expect(form(page).getByRole('link', { name: /Etage/ })).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Gebäudeteil' }).fill('Hinterhaus');
  await form(page).getByRole('textbox', { name: 'Etage' }).fill('3');
  await form(page).getByRole('textbox', { name: 'Lage der Wohnung' }).fill('links');
  await form(page).getByRole('textbox', { name: /Home-ID/ }).fill('ABCD-1234');
  await expect(form(page).locator('[data-mark="valid"]')).toHaveCount(1);
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/customer\/$/);
  expect(bodies.at(-1)!.taeLocation).toEqual({ buildingType: 'apartment', buildingSection: 'Hinterhaus', storey: '3', flatLocation: 'links', homeId: 'ABCD-1234' });
});

test('a detached house hides building detail, storey and flat location and sends none of them', async ({ page }) => {
  const bodies = savedOrders(page);
  await toActivation(page);
  await form(page).getByLabel('Gebäudeart').selectOption('apartment');
  await form(page).getByRole('textbox', { name: 'Etage' }).fill('2');
  await form(page).getByLabel('Gebäudeart').selectOption('detachedHouse');
  await expect(form(page).getByRole('textbox', { name: 'Etage' })).toHaveCount(0);
  await form(page).getByRole('checkbox', { name: 'Der Techniker soll mich unter einer anderen Nummer erreichen' }).check();
  await form(page).getByRole('textbox', { name: /Telefon für den Techniker/ }).fill('0151 23456789');
  await next(page);
  await expect(page).toHaveURL(/\/plans\/TALPRIV100\/customer\/$/);
  const body = bodies.at(-1)!;
  expect(body.taeLocation).toEqual({ buildingType: 'detachedHouse' });
  expect(body.phoneNumberOnActivationDay).toBe('0151 23456789');
});

test('a reload in the middle of the product step keeps every field', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  await form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' }).check();
  await form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' }).fill('EWE');
  await form(page).getByRole('option', { name: 'EWE TEL GmbH' }).click();
  await form(page).getByRole('textbox', { name: 'Vorwahl' }).fill('0221');
  await form(page).getByRole('textbox', { name: 'Rufnummer 1' }).fill('5556667');
  await form(page).getByRole('button', { name: 'Weitere Rufnummer hinzufügen' }).click();
  await form(page).getByRole('textbox', { name: 'Rufnummer 2' }).fill('5556668');
  await form(page).getByRole('radio', { name: 'Wunschtermin wählen' }).check();
  const wanted = addDays(today(), 40);
  await form(page).getByLabel('Wunschtermin', { exact: true }).fill(wanted);
  await page.reload();
  await expect(form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' })).toBeChecked();
  await expect(form(page).getByRole('combobox', { name: 'Bisheriger Anbieter' })).toHaveValue('EWE TEL GmbH');
  await expect(form(page).getByRole('textbox', { name: 'Vorwahl' })).toHaveValue('0221');
  await expect(form(page).getByRole('textbox', { name: 'Rufnummer 1' })).toHaveValue('5556667');
  await expect(form(page).getByRole('textbox', { name: 'Rufnummer 2' })).toHaveValue('5556668');
  await expect(form(page).getByRole('radio', { name: 'Wunschtermin wählen' })).toBeChecked();
  await expect(form(page).getByLabel('Wunschtermin', { exact: true })).toHaveValue(wanted);
});

test('a reload in the middle of the activation step keeps every field', async ({ page }) => {
  await toActivation(page);
  await form(page).getByLabel('Gebäudeart').selectOption('office');
  await form(page).getByRole('textbox', { name: 'Gebäudeteil' }).fill('Haus B');
  await form(page).getByRole('textbox', { name: 'Etage' }).fill('EG');
  await form(page).getByRole('textbox', { name: /Zusätzliche Hinweise/ }).fill('Klingel Meier');
  await form(page).getByRole('textbox', { name: /Leitungs-ID/ }).fill('DEU.NLT.123456');
  await page.reload();
  await expect(form(page).getByLabel('Gebäudeart')).toHaveValue('office');
  await expect(form(page).getByRole('textbox', { name: 'Gebäudeteil' })).toHaveValue('Haus B');
  await expect(form(page).getByRole('textbox', { name: 'Etage' })).toHaveValue('EG');
  await expect(form(page).getByRole('textbox', { name: /Zusätzliche Hinweise/ })).toHaveValue('Klingel Meier');
  await expect(form(page).getByRole('textbox', { name: /Leitungs-ID/ })).toHaveValue('DEU.NLT.123456');
});
