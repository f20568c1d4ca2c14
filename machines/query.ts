import type { Language } from '../src/domain/index.ts';

/** The query parameters the form reads (spec section 9), snake_case and camelCase spellings alike. */
export interface QueryParameters {
  voucher: string | null;
  partnerCode: string | null;
  usePartnerProcess: boolean;
  agentCode: string | null;
  /** `quote=1`, or a nested quote category on: `quote[flatrate]`, `quote[fairFlat]`, `quote[fair_flat]` */
  quote: boolean;
  quoteHash: string | null;
  preselect: boolean;
  skipTo: string | null;
  /** relocation, ekp or another order type */
  type: string | null;
  productCode: string | null;
  lang: Language | null;
  /** passed through to `GET plan-classes` */
  api: string | null;
}

const languages: readonly string[] = ['de', 'en', 'nl', 'fr'];
/** Spec section 9: the nested quote categories a quote link may name instead of a plain `quote`. */
export const quoteCategories = ['flatrate', 'fairFlat', 'fair_flat'] as const;
const quoteNames = ['quote', ...quoteCategories.map((category) => `quote[${category}]`)];
const isOn = (value: string | null) => value === '1' || value === 'true';

export function parseQuery(search: string): QueryParameters {
  const query = new URLSearchParams(search);
  const first = (...names: string[]) => {
    for (const name of names) {
      const value = query.get(name);
      if (value !== null && value.trim() !== '') return value.trim();
    }
    return null;
  };
  const lang = first('lang');
  return {
    voucher: first('voucher'),
    partnerCode: first('partner_code', 'partnerCode'),
    usePartnerProcess: isOn(first('use_partner_process', 'usePartnerProcess')),
    agentCode: first('agent_code', 'agentCode'),
    quote: quoteNames.some((name) => isOn(first(name))),
    quoteHash: first('quote_hash'),
    preselect: isOn(first('preselect')),
    skipTo: first('skip_to'),
    type: first('type'),
    productCode: first('product_code'),
    lang: lang && languages.includes(lang.toLowerCase()) ? (lang.toLowerCase() as Language) : null,
    api: first('api'),
  };
}

/** The query without `lang`: the spec removes it from the address once the language is switched. */
export function withoutLang(search: string): string {
  return withoutParameter(search, 'lang');
}

/** The query without the quote request, plain or by category: a reset quote status does not come back on reload. */
export function withoutQuote(search: string): string {
  return withoutParameter(search, ...quoteNames, 'preselect');
}

/** The query without the parameter naming a saved configuration (a plan link's or a quote's), once it was read. */
export function withoutSavedConfiguration(search: string): string {
  return withoutParameter(search, 'plan_link', 'quote_hash');
}

/** The query without the named parameters. */
export function withoutParameter(search: string, ...names: string[]): string {
  const query = new URLSearchParams(search);
  if (!names.some((name) => query.has(name))) return search;
  for (const name of names) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

