import type { Page, Request } from '@playwright/test';
import * as z from 'zod/mini';
import { Order } from '../../../src/domain/schemas/order.ts';

/*
 * Playwright-only helpers of the order's data. The labels, the demo's data and the steps that fill the form are the
 * journey kit's vocabulary (tests/browser/journeys/vocabulary.ts), once for every suite.
 */

/** Every `PUT order` body the page sends (framed or not), parsed against the spec's Order shape (section 3). */
export function savedOrders(page: Page) {
  const bodies: Array<z.infer<typeof Order>> = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith('/api/order')) return;
    bodies.push(z.parse(z.strictObject(Order.shape), request.postDataJSON() as unknown));
  });
  return bodies;
}
