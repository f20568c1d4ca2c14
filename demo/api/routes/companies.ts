import { Hono } from 'hono';
import { CompaniesQuery } from '../../../src/api/schemas/index.ts';
import { normalizeText } from '../fixtures/addresses.ts';
import { companies } from '../fixtures/catalogue.ts';
import { badRequest, type DemoEnv } from '../http.ts';

/** `GET companies?text=&country=`: the company lookup, the companies of that country whose name holds the text. */
export function companyRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.get('/', (c) => {
    const query = CompaniesQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const text = normalizeText(query.data.text);
    const data = companies
      .filter((company) => company.country === query.data.country && normalizeText(company.name).includes(text))
      .map(({ country: _country, ...company }) => company);
    return c.json({ data });
  });
  return routes;
}
