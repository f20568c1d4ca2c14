import type { Texts } from './fixtures/text.ts';
import { alpha3 } from './fixtures/addresses.ts';

/** The `errorMessages` text of an address where nothing can be ordered (`provider-availabilities` and `apc/check`, 404). */
export const notAvailableTexts: Texts = [
  'An dieser Adresse ist leider kein Anschluss verfügbar.',
  'Unfortunately no connection is available at this address.',
  'Helaas is op dit adres geen aansluiting beschikbaar.',
  'Malheureusement, aucun raccordement n’est disponible à cette adresse.',
];

/** `AUT` -> `AT`: `apc/check` carries alpha-3 countries, the fixtures and the session alpha-2. */
export function toAlpha2(country: string): string {
  const upper = country.toUpperCase();
  const found = (Object.entries(alpha3) as Array<[string, string]>).find(([, three]) => three === upper);
  return found ? found[0] : upper;
}
