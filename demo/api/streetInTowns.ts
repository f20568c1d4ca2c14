import type { Address } from '../../src/domain/schemas/address.ts';
import { alpha3, normalizeText } from './fixtures/addresses.ts';
import { commonStreets, localStreets } from './fixtures/streets.ts';
import { towns, type Town } from './fixtures/towns.ts';
import { addressIn, splitAtHouseNumber } from './typedAddress.ts';

/** How many towns a street typed without its town is offered in. */
export const TOWNS_PER_STREET = 5;

/**
 * A street and house number typed without a town ("Bahnhofstraße 12", "12 rue de la Gare"), as a real
 * autocomplete offers it: a street that belongs to one town (`localStreets`: Landstraßer Hauptstraße) in that
 * town; a common street name of the searched countries (`commonStreets`) in their largest towns, the largest
 * first (a fixed order, so every visit answers the same). The name is completed as it goes ("Bahnhofstr 12" is
 * Bahnhofstraße). Words typed after the number start the town or its postal code and narrow the towns
 * ("Bahnhofstraße 12 Kö" is Köln). Empty for any other street: it needs its town (`typedAddress`).
 */
export function streetInTowns(search: string, countries: ReadonlyArray<string>): Address[] {
  const typed = splitAtHouseNumber(search);
  if (!typed) return [];
  // "12 rue de la Gare": the street follows the number and no town can be told from it
  const numberFirst = typed.before.length === 0;
  const streetWords = words(numberFirst ? typed.after : typed.before);
  const townWords = numberFirst ? [] : words(typed.after);
  if (streetWords.join('').replace(/[^a-z]/g, '').length < 3) return [];
  const searched = new Set(countries.map((country) => country.toUpperCase()));
  const isSearched = (country: Town['country']) => searched.size === 0 || searched.has(alpha3[country]);
  const inTown = (town: Pick<Town, 'zipCode' | 'city'>) => {
    const placeWords = words([town.zipCode, town.city]);
    return townWords.every((word) => placeWords.some((placeWord) => placeWord.startsWith(word)));
  };

  const local = localStreets
    .filter((known) => isSearched(known.town.country) && startsName(streetWords, known.street) && inTown(known.town))
    .map((known) => addressIn(known.town, known.street, typed.houseNumber, undefined));

  const commonName = new Map<Town['country'], string>();
  for (const country of Object.keys(commonStreets) as Array<Town['country']>) {
    const name = isSearched(country) ? commonStreets[country].find((candidate) => startsName(streetWords, candidate)) : undefined;
    if (name) commonName.set(country, name);
  }
  const common = towns
    .filter((town) => commonName.has(town.country) && inTown(town))
    .toSorted((a, b) => b.inhabitants - a.inhabitants)
    .map((town) => addressIn(town, commonName.get(town.country)!, typed.houseNumber, undefined));

  return [...local, ...common].slice(0, TOWNS_PER_STREET);
}

function words(tokens: ReadonlyArray<string>): string[] {
  return normalizeText(tokens.join(' ')).split(' ').filter(Boolean);
}

/** Each typed word starts the name's word at the same place: "Bahnhofstr" is Bahnhofstraße, "Hauptstraße" is not Landstraßer Hauptstraße. */
function startsName(typed: ReadonlyArray<string>, name: string): boolean {
  const nameWords = words([name]);
  return typed.length <= nameWords.length && typed.every((word, index) => nameWords[index]!.startsWith(word));
}
