import { bicFromTable, bicTableCountry, type BicTableCountry } from './bankCode.ts';
import type { CustomerForm } from './schemas/customer.ts';

/** A country's iban-to-bic table (bank code to BIC), loaded when an IBAN of that country is typed (./bicTables.ts). */
export interface BicTable {
  country: BicTableCountry;
  bics: Readonly<Record<string, string>>;
}

/** The BIC of an IBAN by its country's table, or null: no table of its country loaded, the IBAN not valid, its bank not listed. */
export function derivedBic(iban: string, table: BicTable | null): string | null {
  return table !== null && table.country === bicTableCountry(iban) ? bicFromTable(iban, table.bics) : null;
}

/**
 * The customer's form with the BIC found from the IBAN (spec sections 2, 5): filled in when what the IBAN derives
 * changes to a BIC (an IBAN typed, or its country's table arrived); a BIC the visitor typed over stays until then,
 * and a bank the table does not list leaves the BIC as it is.
 */
export function withDerivedBic(customer: CustomerForm, derivedBefore: string | null, table: BicTable | null): CustomerForm {
  const derived = derivedBic(customer.accountNumber, table);
  return derived !== null && derived !== derivedBefore && derived !== customer.accountBIC ? { ...customer, accountBIC: derived } : customer;
}

/**
 * The country whose table an IBAN asks for, or null: its first two letters name a country with a table, not the one
 * loaded, and they are new (just typed, or the IBAN seen for the first time: `previousIban` null). Later keystrokes
 * of the same country ask for nothing more while its table is on its way; after its load failed (`failed`, a
 * dropped network), the IBAN's next change asks again.
 */
export function bicTableToLoad(iban: string, previousIban: string | null, table: BicTable | null, failed: BicTableCountry | null = null): BicTableCountry | null {
  const country = bicTableCountry(iban);
  if (country === null || table?.country === country) return null;
  if (previousIban === null || bicTableCountry(previousIban) !== country) return country;
  return failed === country && iban !== previousIban ? country : null;
}
