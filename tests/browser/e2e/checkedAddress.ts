import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The demo's line plans answer 412 until the visitor's address was checked: here it is checked through the API, for
 * tests whose subject comes after the address check (the dialog's own journeys are address-check.spec.ts's). The
 * visitor's session comes from `GET auth`, as the element's start-up gets it; the page's requests share its cookies.
 */
export async function checkAddressThroughApi(page: Page) {
  expect((await page.request.get('/api/auth')).ok()).toBe(true);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/provider-availabilities/TAL', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact_address: true, planCode: 'TALPRIV100' },
  });
  expect(response.status()).toBe(200);
}
