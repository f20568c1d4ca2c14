import { countryByPlanCode, isInternationalPlanCode } from './countries.ts';
import { countryByIsoCode } from './countryLookups.ts';
import type { Address, AvailabilityRequest, CheckedAddress, ProviderAvailability } from './schemas/address.ts';

/** The countries an international plan's address may lie in (spec section 7, `POST auto-address`). */
export const INTERNATIONAL_ADDRESS_COUNTRIES = ['AT', 'FR', 'NL'] as const;

/** Which availability call a plan's address check makes (spec sections 4 and 7). */
export type AvailabilityCheckKind = 'provider' | 'apc';

/** What the address check needs to know about the plan. */
export interface AddressCheckPlan {
  planCode: string;
  /** domestic line plans ask `provider-availabilities/TAL`; international and VoIP plans `apc/check` */
  kind: AvailabilityCheckKind;
  isInternational: boolean;
  /** alpha-2 countries the address may lie in; the first is the manual form's default */
  countries: string[];
}

export function addressCheckPlan(plan: { code: string; category: string }, isInternational = isInternationalPlanCode(plan.code)): AddressCheckPlan {
  const own = countryByPlanCode(plan.code).alpha2;
  const countries = isInternational
    ? [...INTERNATIONAL_ADDRESS_COUNTRIES].sort((a, b) => Number(b === own) - Number(a === own))
    : ['DE'];
  return {
    planCode: plan.code.toUpperCase(),
    kind: !isInternational && plan.category === 'TAL' ? 'provider' : 'apc',
    isInternational,
    countries,
  };
}

/** The `country` list of `POST auto-address`: AUT, FRA, NLD for international plans, the plan's country otherwise. */
export function autocompleteCountries(plan: AddressCheckPlan): string[] {
  return plan.countries.map((alpha2) => countryByIsoCode(alpha2)?.alpha3 ?? alpha2);
}

/** The address a check works with: every field a string, the country as alpha-2. */
export interface AddressInput {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  areaCode?: string | null;
  /** a suggestion's exact_address flag; a typed address is not exact */
  exact?: boolean;
}

export function addressInputOf(address: Address, fallbackCountry: string): AddressInput {
  const country = address.country ? (countryByIsoCode(address.country)?.alpha2 ?? address.country) : fallbackCountry;
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode ?? address.postalCode ?? '',
    city: address.city,
    country,
    areaCode: address.areaCode ?? null,
    exact: address.exact_address ?? false,
  };
}

/** Spec section 3, Availability request: the body of `POST provider-availabilities/{provider}`. */
export function providerAvailabilityRequest(address: AddressInput, planCode: string): AvailabilityRequest {
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    zipCode: address.zipCode.trim(),
    city: address.city.trim(),
    country: address.country,
    exact_address: address.exact ?? false,
    planCode,
  };
}

/** Spec section 7: the body of `POST /api/apc/check`, trimmed fields, with the options of the call. */
export function apcCheckRequest(address: AddressInput, planCode: string) {
  return {
    address: {
      street: address.street.trim(),
      houseNumber: address.houseNumber.trim(),
      zipCode: address.zipCode.trim(),
      city: address.city.trim(),
      country: address.country.trim(),
    },
    options: { addressMatch: address.exact ? ('exact' as const) : ('fuzzy' as const), include: ['voip' as const], timeout: 30_000 },
    planCode,
  };
}

/** Spec section 4: domestic available = canOrder; international available = code 200 or 201. */
export function isAvailableResult(kind: AvailabilityCheckKind, result: { canOrder: boolean; code?: number | null | undefined }): boolean {
  return kind === 'provider' ? result.canOrder : result.code === 200 || result.code === 201;
}

/** The address the modal's continue emits (spec section 4): street, houseNumber, zipCode, city, country, areaCode. */
export function checkedAddressOf(address: AddressInput, answered?: Address | null): CheckedAddress {
  const areaCode = answered?.areaCode ?? address.areaCode ?? null;
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    zipCode: address.zipCode.trim(),
    city: address.city.trim(),
    country: address.country,
    ...(areaCode ? { areaCode } : {}),
  };
}

/** The fastest download of the providers, the order's `bandwidth`; null without providers. */
export function fastestDownload(providers: readonly ProviderAvailability[]): number | null {
  const speeds = providers.map((entry) => entry.bandwidth.download.maxBandwidthMbit).filter((speed): speed is number => typeof speed === 'number');
  return speeds.length ? Math.max(...speeds) : null;
}

/** Spec section 2: the street line, number first for France. */
export function streetLine(address: Pick<AddressInput, 'street' | 'houseNumber' | 'country'>): string {
  return address.country.toUpperCase() === 'FR' ? `${address.houseNumber} ${address.street}` : `${address.street} ${address.houseNumber}`;
}
