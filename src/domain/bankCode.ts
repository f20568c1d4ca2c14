import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Where each country's IBAN holds the bank code, as `iban-to-bic` 1.4.0 reads it (its index.js): the countries
 * it has a BIC table for. Its index loads every table; the step loads only the table of the IBAN's country.
 */
const BANK_CODE_SLICES = {
  AT: [4, 5],
  BE: [4, 3],
  DE: [4, 8],
  ES: [4, 4],
  FR: [4, 5],
  LU: [4, 3],
  NL: [4, 4],
} as const satisfies Record<string, readonly [number, number]>;

export type BicTableCountry = keyof typeof BANK_CODE_SLICES;

/** The country of a typed IBAN when a BIC table exists for it (its first two letters suffice). */
export function bicTableCountry(iban: string): BicTableCountry | null {
  const country = iban.replace(/\s/g, '').slice(0, 2).toUpperCase();
  return country in BANK_CODE_SLICES ? (country as BicTableCountry) : null;
}

/** The bank code of a valid IBAN of a country with a BIC table, else null. */
export function bankCodeOf(iban: string): { country: BicTableCountry; bankCode: string } | null {
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (!isValidIBAN(electronic)) return null;
  const country = bicTableCountry(electronic);
  if (!country) return null;
  const [start, length] = BANK_CODE_SLICES[country];
  return { country, bankCode: electronic.slice(start, start + length) };
}

/** The BIC of a valid IBAN from its country's table (bank code to BIC), or null when the bank is not listed. */
export function bicFromTable(iban: string, table: Readonly<Record<string, string>>): string | null {
  const code = bankCodeOf(iban);
  return code ? (table[code.bankCode] ?? null) : null;
}

/**
 * The IBAN as typed, in groups of four (spec section 2), and where the caret goes: after the same number of
 * IBAN characters as before it in the raw text, so typing, deleting and pasting (with spaces) keep its place.
 */
export function groupIban(raw: string, caret: number): { value: string; caret: number } {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const compact = clean(raw).slice(0, 34);
  const before = Math.min(clean(raw.slice(0, caret)).length, compact.length);
  const value = compact.replace(/(.{4})(?=.)/g, '$1 ');
  const position = before + Math.floor(Math.max(before - 1, 0) / 4) + (before > 0 && before % 4 === 0 && before < compact.length ? 1 : 0);
  return { value, caret: Math.min(position, value.length) };
}
