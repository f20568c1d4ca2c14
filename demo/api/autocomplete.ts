import type { AddressSuggestion } from '../../src/api/schemas/index.ts';
import { addressLabel, addresses, alpha3, normalizeText, toAddress } from './fixtures/addresses.ts';
import { streetInTowns } from './streetInTowns.ts';
import { typedAddress } from './typedAddress.ts';

/**
 * Autocomplete: the fixture addresses whose label starts with every word typed (a typed house number is kept on a
 * fixture street); else the street in the town typed (`typedAddress`); else the street without a town in several
 * towns (`streetInTowns`).
 */
export function suggest(search: string, countries: ReadonlyArray<string>): AddressSuggestion[] {
  const words = normalizeText(search).split(' ').filter(Boolean);
  const number = search.match(/\d+\s?[a-zA-Z]?(?=\s|,|$)/)?.[0]?.replace(/\s/g, '');
  const allowed = new Set(countries.map((country) => country.toUpperCase()));
  const out: AddressSuggestion[] = [];
  const seen = new Set<string>();
  for (const address of addresses) {
    if (allowed.size && !allowed.has(alpha3[address.country])) continue;
    const labelWords = normalizeText(addressLabel(address)).split(' ');
    const streetWords = normalizeText(`${address.street} ${address.zipCode} ${address.city}`).split(' ');
    // the typed house number names this house only, never a prefix of its postal code ("Dorfstraße 1" is not number 7 in 17258)
    const matchesExactly =
      number !== undefined &&
      normalizeText(number) === normalizeText(address.houseNumber) &&
      words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
    if (matchesExactly) {
      out.push({ label: addressLabel(address), matchLevel: 'houseNumber', address: toAddress(address) });
      seen.add(address.street + address.zipCode);
      continue;
    }
    // the street matches but another house number was typed: suggest that number on the street
    const nonNumbers = words.filter((word) => !/^\d/.test(word) || word.length >= 4);
    const streetMatches = nonNumbers.length > 0 && nonNumbers.every((word) => streetWords.some((streetWord) => streetWord.startsWith(word)));
    const key = address.street + address.zipCode;
    if (streetMatches && !seen.has(key)) {
      seen.add(key);
      if (number) {
        const typed = { ...address, houseNumber: number };
        out.push({ label: addressLabel(typed), matchLevel: 'houseNumber', address: { ...toAddress(typed), exact_address: false } });
      } else {
        out.push({ label: `${address.street}, ${address.zipCode} ${address.city}`, matchLevel: 'street', address: { ...toAddress(address), houseNumber: '' } });
      }
    }
  }
  if (number && !out.some((suggestion) => suggestion.matchLevel === 'houseNumber')) {
    const typed = typedAddress(search, countries);
    const found = typed ? [typed] : streetInTowns(search, countries);
    out.unshift(...found.map((address): AddressSuggestion => ({ label: address.full ?? '', matchLevel: 'houseNumber', address })));
  }
  return out.slice(0, 8);
}
