import { Hono } from 'hono';
import { LangQuery } from '../../../src/api/schemas/index.ts';
import { addressLabel, type DemoAddress } from '../fixtures/addresses.ts';
import { findPlan } from '../fixtures/plans.ts';
import type { FontLoader } from '../font.ts';
import { badRequest, type DemoEnv } from '../http.ts';
import { pdfResponse, pdfWords, priceTable, renderPdf } from '../pdf.ts';
import { planName } from '../pricing.ts';

/** `GET contract-summary?lang=`: a real PDF of the session's order (plan, customer, address, price table). */
export function contractSummaryRoutes(loadFont: FontLoader) {
  const routes = new Hono<DemoEnv>();
  routes.get('/', async (c) => {
    const query = LangQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const lang = query.data.lang;
    const order = c.get('session').order;
    const plan = order.order ? findPlan(order.order.plan.code) : undefined;
    const words = pdfWords[lang];
    const customer = order.customer;
    const name = customer ? [customer.companyName, [customer.firstName, customer.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
    const lines = [
      { text: `${words.plan}: ${plan ? planName(plan, lang) : '–'}`, size: 13 },
      ...(name ? [{ text: `${words.customer}: ${name}` }] : []),
      ...(order.orderAddress ? [{ text: `${words.address}: ${addressLabel({ ...order.orderAddress, country: order.orderAddress.country as DemoAddress['country'] })}` }] : []),
      { text: words.summaryNote, size: 9, gap: 12 },
    ];
    const bytes = await renderPdf(loadFont, {
      title: words.summaryTitle,
      subject: plan?.code ?? 'contract summary',
      lines,
      ...(plan && order.order ? { table: priceTable(plan, order.order, lang) } : {}),
      footer: `Nordlicht Telekom GmbH · ${new Date().toISOString().slice(0, 10)}`,
    });
    return pdfResponse(bytes, `${words.summaryFile}.pdf`);
  });
  return routes;
}
