import { Hono } from 'hono';
import { ProviderAvailabilityRequest } from '../../../src/api/schemas/index.ts';
import type { AvailabilityResult } from '../../../src/domain/schemas/address.ts';
import { notAvailableTexts } from '../availability.ts';
import { findAddress, toAddress } from '../fixtures/addresses.ts';
import { plans } from '../fixtures/plans.ts';
import { byLanguage } from '../fixtures/text.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { planName } from '../pricing.ts';
import { providersByHash } from '../typedAddress.ts';

/**
 * `POST provider-availabilities/{provider}` (domestic line plans): the providers at a fixture address, or by hash
 * for any other German address; none answers 404. A successful check becomes the session's checked address (the
 * line plans stop answering 412) and the order's address and bandwidth.
 */
export function providerAvailabilityRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.post('/:provider', async (c) => {
    const body = ProviderAvailabilityRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const request = body.data;
    const known = findAddress(request);
    const country = (request.country || 'DE').toUpperCase();
    const providersHere = known ? known.providers : country === 'DE' && /^\d{5}$/.test(request.zipCode) ? providersByHash(request) : [];
    const address = known ? toAddress(known) : { ...request, full: `${request.street} ${request.houseNumber}, ${request.zipCode} ${request.city}`, exact_address: request.exact_address };
    if (providersHere.length === 0) {
      const notAvailable: AvailabilityResult = {
        canOrder: false,
        address,
        availablePlans: [],
        results: [],
        code: 404,
        errorMessages: [{ message: byLanguage(notAvailableTexts) }],
      };
      return c.json(notAvailable, 404);
    }
    const fastest = Math.max(...providersHere.map((entry) => entry.bandwidth.download.maxBandwidthMbit ?? 0));
    const available = plans.filter((plan) => plan.category === 'TAL' && (plan.code !== 'TALBIZ250' || fastest >= 250));
    const session = c.get('session');
    session.checkedAddress = { street: address.street, houseNumber: address.houseNumber, zipCode: request.zipCode, city: address.city, country };
    session.order = { ...session.order, orderAddress: session.checkedAddress, bandwidth: fastest };
    const result: AvailabilityResult = {
      canOrder: !request.planCode || available.some((plan) => plan.code === request.planCode?.toUpperCase()),
      address,
      availablePlans: available.map((plan) => plan.code),
      results: available.map((plan) => ({ product: planName(plan, 'de'), code: plan.code })),
      code: 200,
      errorMessages: null,
      providers: providersHere,
    };
    return c.json(result);
  });
  return routes;
}
