import { partnerFromQuery } from '../../partner.ts';
import { parseQuery, withoutLang } from '../../query.ts';
import { parseRoute } from '../../routes.ts';
import type { OrderContext, OrderLocation } from '../context.ts';

/** The hash's `auth_token` (spec section 2), or null. */
export const hashToken = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('auth_token');

/**
 * Before each navigation (spec section 2): the hash's auth_token is stored and leaves the address; the query is
 * read (section 4, "Query-driven state"); a valid `lang` switches the language and leaves the address.
 */
export function locationUpdate(context: OrderContext, location: OrderLocation): OrderContext {
  const token = hashToken(location.hash);
  const query = parseQuery(location.search);
  const search = withoutLang(location.search);
  let route = parseRoute(location.pathname, search, context.basePath);
  // the element's `plan` attribute opens its plan when the address names none at start-up
  if (route.name === 'plans' && context.planAttribute && !context.auth && context.planClasses.length === 0) {
    route = { name: 'plan', plan: context.planAttribute };
  }
  return {
    ...context,
    route,
    search,
    query,
    // the address came from the browser: the adapter rewrites it in place once the token or `lang` left it
    history: 'replace',
    authToken: token ?? context.authToken,
    language: query.lang ?? context.language,
    partner: partnerFromQuery(context.partner, query),
    orderType: query.type ?? context.orderType,
    preselect: query.preselect || context.preselect,
    voucherCode: query.voucher ?? context.voucherCode,
    form: query.quoteHash ? { ...context.form, quoteHash: query.quoteHash } : context.form,
  };
}
