import type { Page } from '@playwright/test';
import type { FaultRequest } from '../../../demo/api/state.ts';
import { SESSION_COOKIE } from '../../../demo/api/middleware.ts';

/**
 * `POST /api/_demo/faults` for this page's session alone (`ownSession`): the journeys run on two workers against one
 * demo API, and a global fault goes to whichever call matches first, often another test's. `page.request` shares the
 * page's cookies, so the demo knows the poster's session; the page must have called the API once already.
 */
export async function injectFault(page: Page, fault: Omit<FaultRequest, 'ownSession'>): Promise<number[]> {
  const cookies = await page.context().cookies();
  if (!cookies.some((cookie) => cookie.name === SESSION_COOKIE)) {
    throw new Error(`injectFault: the page has no ${SESSION_COOKIE} cookie yet; open the form before posting a fault for its session`);
  }
  const answer = await page.request.post('/api/_demo/faults', { data: { ...fault, ownSession: true } });
  if (answer.status() !== 201) throw new Error(`POST /api/_demo/faults answered ${answer.status()}: ${await answer.text()}`);
  // the ids of the faults kept: gone from `GET /api/_demo/faults` once served
  return ((await answer.json()) as { data: Array<{ id: number }> }).data.map((kept) => kept.id);
}
