import * as z from 'zod/mini';
import { Language } from './common.ts';

/** Country (spec section 3): the four countries the product is sold in. */
export const Country = z.object({
  name: z.string(),
  phoneCode: z.string(),
  alpha2: z.string(),
  alpha3: z.string(),
  availableLanguages: z.array(Language),
  langDefault: Language,
  langEnabled: z.array(Language),
  langEnabledLive: z.array(Language),
  langEnabledGermany: z.array(Language),
  langLabel: z.string(),
  domainSuffix: z.string(),
  planCodes: z.array(z.string()),
});
export type Country = z.infer<typeof Country>;

/** ISO alpha-2 codes of the countries an address may lie in. */
export const CountryAlpha2 = z.enum(['DE', 'AT', 'FR', 'NL']);
export type CountryAlpha2 = z.infer<typeof CountryAlpha2>;
