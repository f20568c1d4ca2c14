import type { AddressSuggestion } from '../../src/api/schemas/index.ts';
import { addressLabel, addresses, alpha3, normalizeText, toAddress } from './fixtures/addresses.ts';
import { typedAddress } from './typedAddress.ts';

/** Autocomplete: every word typed must start a word of the label; a typed house number is kept. */
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
    const matchesExactly = number !== undefined && words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
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
    if (typed) out.unshift({ label: typed.full ?? '', matchLevel: 'houseNumber', address: typed });
  }
  return out.slice(0, 8);
}
