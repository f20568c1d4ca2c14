import { Hono } from 'hono';
import { ApcCheckRequest, type ApcCheckResponse } from '../../../src/api/schemas/index.ts';
import { notAvailableTexts, toAlpha2 } from '../availability.ts';
import { findAddress, toAddress } from '../fixtures/addresses.ts';
import { plans } from '../fixtures/plans.ts';
import { byLanguage } from '../fixtures/text.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { planName } from '../pricing.ts';
import { apcCodeByHash } from '../typedAddress.ts';

/**
 * `POST apc/check` (international and VoIP plans): 200 geographic and nomadic numbers, 201 only nomadic, 404 none,
 * from the fixture address or, for any other foreign address, by hash (German addresses: 200). A successful check
 * becomes the session's checked address and the order's address.
 */
export function apcRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.post('/check', async (c) => {
    const body = ApcCheckRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const { address: request } = body.data;
    const known = findAddress(request);
    const country = toAlpha2(request.country);
    const code = known ? known.apcCode : country === 'DE' ? 200 : apcCodeByHash(request);
    const address = known ? toAddress(known) : { ...request, country, full: `${request.street} ${request.houseNumber}, ${request.zipCode} ${request.city}`, exact_address: body.data.options.addressMatch === 'exact' };
    if (code === 404) {
      return c.json({ canOrder: false, address, availablePlans: [], results: [], code: 404, errorMessages: [{ message: byLanguage(notAvailableTexts) }], numbers: null }, 404);
    }
    const session = c.get('session');
    session.checkedAddress = { street: address.street, houseNumber: address.houseNumber, zipCode: request.zipCode, city: address.city, country };
    session.order = { ...session.order, orderAddress: session.checkedAddress };
    const voipPlans = plans.filter((plan) => plan.category === 'VOIP' && (country === 'DE' ? plan.country === 'DE' : plan.country === country || plan.code === 'EBCOM'));
    const result: ApcCheckResponse = {
      canOrder: true,
      address,
      availablePlans: voipPlans.map((plan) => plan.code),
      results: voipPlans.map((plan) => ({ product: planName(plan, 'de'), code: plan.code })),
      code,
      errorMessages: null,
      numbers: { geographic: code === 200, nomadic: true },
    };
    return c.json(result, code);
  });
  return routes;
}
