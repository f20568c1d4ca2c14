import { Hono } from 'hono';
import { QuoteRequest } from '../../../src/api/schemas/index.ts';
import { findPlan } from '../fixtures/plans.ts';
import type { FontLoader } from '../font.ts';
import { badRequest, readJson, type DemoEnv } from '../http.ts';
import { pdfResponse, pdfWords, priceTable, renderPdf } from '../pdf.ts';
import { planName } from '../pricing.ts';
import { randomHash, type DemoState } from '../state.ts';

/**
 * `POST quotes`: a real PDF quote. Its configuration is saved as the session's link for the plan under the quote
 * hash (random: it opens the link from any browser), so the address printed in the PDF opens the same configuration
 * again (`GET plan-links/{planCode}` with that hash).
 */
export function quoteRoutes(state: DemoState, loadFont: FontLoader) {
  const routes = new Hono<DemoEnv>();
  routes.post('/', async (c) => {
    const body = QuoteRequest.safeParse(await readJson(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const { order, lang, customer, contact, serviceCountry, address } = body.data;
    const plan = findPlan(order.plan.code);
    if (!plan) return badRequest(c, [{ path: ['order', 'plan', 'code'], message: 'Unknown plan' }]);
    const words = pdfWords[lang];
    const hash = randomHash();
    const resumeUrl = `/plans/${plan.code}/product/?quote=1&quote_hash=${hash}`;
    const config = order.addons.map((addon) => ({ id: addon.id, name: addon.name, quantity: addon.quantity }));
    state.savePlanLink(c.get('session'), { config, email: contact?.email ?? '', plan_code: plan.code, hash, url: resumeUrl, createdAt: new Date().toISOString() });
    const lines = [
      { text: `${words.plan}: ${planName(plan, lang)}`, size: 13 },
      ...(customer ? [{ text: `${words.customer}: ${[customer.companyName, `${customer.firstName} ${customer.lastName}`].filter(Boolean).join(', ')}` }] : []),
      ...(contact ? [{ text: `${words.contact}: ${[contact.email, contact.phoneNumber].filter(Boolean).join(' · ')}` }] : []),
      ...(address ? [{ text: `${words.address}: ${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}` }] : []),
      ...(serviceCountry ? [{ text: `${words.serviceCountry}: ${serviceCountry}` }] : []),
      { text: `${words.quoteNumber}: ${hash}` },
      // the address on a line of its own: a line too long for the page is cut, and a cut hash opens nothing
      { text: `${words.resume}:`, size: 9, gap: 2 },
      { text: new URL(resumeUrl, c.req.url).href, size: 8, gap: 12 },
    ];
    const bytes = await renderPdf(loadFont, {
      title: `${words.quoteTitle} ${hash}`,
      subject: plan.code,
      lines,
      table: priceTable(plan, order, lang),
      footer: `${words.validity} · Nordlicht Telekom GmbH`,
    });
    const who = customer?.companyName?.trim() || plan.code;
    return pdfResponse(bytes, `${words.quoteFile}-${who.replace(/[/\\:*?"<>|]+/g, ' ')}.pdf`);
  });
  return routes;
}
