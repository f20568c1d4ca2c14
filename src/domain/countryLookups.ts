import { COUNTRIES, countryByPlanCode, isInternationalPlanCode } from './countries.ts';
import type { Country } from './schemas/index.ts';

/*
 * Look-ups of ./countries.ts that only lazy chunks make (the address check, the order): apart, so that the first
 * module, which holds the countries for the languages of a plan, does not carry them (DESIGN.md, "The first screen").
 */

/** Country by alpha-2 or alpha-3 code, or undefined (spec section 3). */
export function countryByIsoCode(code: string): Country | undefined {
  const upper = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.alpha2 === upper || c.alpha3 === upper);
}

/** The service country: the plan's country for international plans, else DE (spec sections 5, 9). */
export function serviceCountryForPlan(planCode: string): string {
  return isInternationalPlanCode(planCode) ? countryByPlanCode(planCode).alpha2 : 'DE';
}
