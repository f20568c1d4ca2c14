import type { Address, ProviderAvailability } from '../../src/domain/schemas/address.ts';
import { addressLabel, alpha3, normalizeText } from './fixtures/addresses.ts';
import { localStreets } from './fixtures/streets.ts';
import { isGermanPostalCode, towns, type Town } from './fixtures/towns.ts';
import { hashCode } from './hash.ts';

const HOUSE_NUMBER = /^\d{1,5}[a-zA-Z]?$/;
const POSTAL_CODE = /^\d{4,5}$/;

/** A typed text cut at its house number (the first number that is not a 5-digit postal code; "12 a" is "12a"). */
export function splitAtHouseNumber(search: string): { before: string[]; houseNumber: string; after: string[] } | undefined {
  const tokens = search.split(/[\s,]+/).filter(Boolean);
  const numberAt = tokens.findIndex(isHouseNumber);
  if (numberAt < 0) return undefined;
  const letter = /^[a-zA-Z]$/.test(tokens[numberAt + 1] ?? '') && /\d$/.test(tokens[numberAt]!) ? tokens[numberAt + 1]!.toLowerCase() : '';
  return { before: tokens.slice(0, numberAt), houseNumber: tokens[numberAt]! + letter, after: tokens.slice(numberAt + (letter ? 2 : 1)) };
}

const isHouseNumber = (token: string) => HOUSE_NUMBER.test(token) && !(POSTAL_CODE.test(token) && token.length === 5);

/**
 * An address a person typed in a real town ("Lindenweg 5 Köln", "12 rue Nationale, Lille", "Musterweg 3,
 * 79098 Freiburg im Breisgau"): the street as typed, the house number, and the town from the fixture list or a
 * German postal code that exists. Undefined when the text names no street, number and town.
 */
export function typedAddress(search: string, countries: ReadonlyArray<string>): Address | undefined {
  const allowed = new Set(countries.map((country) => country.toUpperCase()));
  const tokens = search.split(/[\s,]+/).filter(Boolean);
  const numberAt = tokens.findIndex(isHouseNumber);
  if (numberAt < 0) return undefined;
  const houseNumber = tokens[numberAt]!;
  const postalAt = tokens.findIndex((token, index) => index !== numberAt && POSTAL_CODE.test(token));
  const postal = postalAt >= 0 ? tokens[postalAt] : undefined;
  const rest = tokens.filter((_, index) => index !== numberAt && index !== postalAt);

  const candidates = towns.filter((candidate) => allowed.size === 0 || allowed.has(alpha3[candidate.country]));
  for (const candidate of candidates) {
    const townWords = normalizeText(candidate.city).split(' ');
    for (let count = Math.min(townWords.length, rest.length - 1); count >= 1; count--) {
      const tail = rest.slice(rest.length - count).map(normalizeText);
      if (tail.every((word, index) => word.length >= 3 || index > 0 ? townWords[index]!.startsWith(word) : false)) {
        const street = streetOf(rest.slice(0, rest.length - count));
        if (!street) continue;
        // A street of that town that the fixtures know (Landstraßer Hauptstraße, Wien): its own name and postal code.
        const local = postal ? undefined : localStreets.find((known) => known.town.city === candidate.city && normalizeText(known.street) === normalizeText(street));
        return local ? addressIn(local.town, local.street, houseNumber, undefined) : addressIn(candidate, street, houseNumber, postal);
      }
    }
  }
  // A German postal code that exists, the town as typed after it.
  if (postal && postal.length === 5 && allowed.has('DEU') && isGermanPostalCode(postal)) {
    const city = tokens.slice(postalAt + 1).filter((token) => token !== houseNumber).join(' ');
    const street = streetOf(tokens.slice(0, Math.min(numberAt, postalAt)));
    if (street && city.length >= 2) {
      return addressIn({ country: 'DE', city: capitalized(city), zipCode: postal, areaCode: '' }, street, houseNumber, postal);
    }
  }
  return undefined;
}

/** The address in that town: a typed postal code of the country's length wins over the town's own. */
export function addressIn(town: Omit<Town, 'inhabitants'>, street: string, houseNumber: string, postal: string | undefined): Address {
  const zipCode = postal && postal.length === town.zipCode.replace(/\s.*$/, '').length ? postal : town.zipCode;
  const address = { street, houseNumber, zipCode, city: town.city, country: town.country };
  return { ...address, ...(town.areaCode ? { areaCode: town.areaCode } : {}), full: addressLabel(address), exact_address: true };
}

function streetOf(words: string[]): string {
  return capitalized(words.join(' ').replace(/str\.?$/i, (match) => (match[0] === 'S' ? 'Straße' : 'straße')));
}

function capitalized(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

const providerOptions: ReadonlyArray<ReadonlyArray<ProviderAvailability>> = [
  [],
  [provider('ADSL2+', 16, 2.4)],
  [provider('VDSL2', 50, 10)],
  [provider('VDSL2', 100, 40), provider('ADSL2+', 16, 1)],
  [provider('FTTH', 1000, 500), provider('VDSL2 Vectoring', 250, 40)],
  [provider('FTTH', 500, 250), provider('VDSL2', 100, 40), provider('ADSL2+', 16, 2.4)],
  [provider('Kabel (DOCSIS 3.1)', 1000, 50), provider('VDSL2', 50, 10)],
  [provider('VDSL2 Supervectoring', 250, 40)],
];

/**
 * The providers of an address no fixture names, decided by its hash so every visit answers the same: one address
 * in eight has none (not available), the others one to three technologies.
 */
export function providersByHash(address: { street: string; houseNumber: string; zipCode: string }): ProviderAvailability[] {
  const key = normalizeText(`${address.street} ${address.houseNumber} ${address.zipCode}`);
  return [...providerOptions[Math.abs(hashCode(key)) % providerOptions.length]!];
}

/** The international answer of an address no fixture names, by its hash: geographic numbers (200) or only nomadic (201). */
export function apcCodeByHash(address: { street: string; houseNumber: string; zipCode: string }): 200 | 201 {
  return Math.abs(hashCode(normalizeText(`${address.street} ${address.houseNumber} ${address.zipCode}`))) % 2 === 0 ? 200 : 201;
}

function provider(name: string, download: number, upload: number): ProviderAvailability {
  return { name, bandwidth: { download: { maxBandwidthMbit: download }, upload: { maxBandwidthMbit: upload } } };
}
