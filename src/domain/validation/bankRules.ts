import * as z from 'zod/mini';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { messageKey, required } from './messages.ts';

/** An IBAN as the server takes it: no spaces, upper case (spec section 5). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** An IBAN in groups of four, for display in the confirm summary (spec sections 2, 5). */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? '';
}

/** IBAN: a known country, its length and the mod-97 checksum, on ibantools (spec section 5). */
export function isIban(value: string): boolean {
  const iban = normalizeIban(value);
  return iban.length > 0 && isValidIBAN(iban);
}

/** BIC: 8 or 11 characters, bank, a known country and location (and branch), on ibantools (spec section 5). */
export function isBic(value: string): boolean {
  const bic = value.replace(/\s/g, '').toUpperCase();
  return bic.length > 0 && isValidBIC(bic);
}

/** The IBAN field (accountNumber): required, valid IBAN (spec section 5). */
export const ibanSchema = z.string().check(required(), z.refine(isIban, { error: messageKey('iban') }));

/** The BIC field (accountBIC): required, valid BIC (spec section 5). */
export const bicSchema = z.string().check(required(), z.refine(isBic, { error: messageKey('bic') }));

/** The BIC field when the bank can be found from the IBAN: blank passes (spec section 5). */
export const optionalBicSchema = z.string().check(
  z.refine((v) => v.trim() === '' || isBic(v), { error: messageKey('bic') }),
);
