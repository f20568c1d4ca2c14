import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A business plan's quote form in the open cart, revealed by its first "Angebot anfordern" and filled in validly for
 * `company`: disabled while empty, the button is enabled again. Returns the button, for the press that sends it.
 */
export async function fillQuoteForm(cart: Locator, company = 'Nordwind Logistik GmbH'): Promise<Locator> {
  const button = cart.getByRole('button', { name: 'Angebot anfordern' });
  await button.click();
  const companyName = cart.getByLabel(/^Firmenname/);
  await expect(companyName).toBeFocused({ timeout: 10_000 });
  // revealed and empty, the form cannot be sent yet (spec section 4)
  await expect(button).toBeDisabled();
  await companyName.fill(company);
  await cart.getByLabel(/^Vorname/).fill('Jana');
  await cart.getByLabel(/^Nachname/).fill('Weiß');
  await cart.getByLabel(/^E-Mail-Adresse/).fill('jana@example.com');
  await cart.getByLabel(/^Telefonnummer/).fill('030 1234567');
  await cart.getByRole('checkbox', { name: /Verarbeitung meiner Daten/ }).check();
  await expect(button).toBeEnabled({ timeout: 10_000 });
  return button;
}
