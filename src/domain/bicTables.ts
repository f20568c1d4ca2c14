import type { BicTableCountry } from './bankCode.ts';

type BicTable = Readonly<Record<string, string>>;

/** One lazy data chunk per country (iban-to-bic 1.4.0's datasets): only the typed IBAN's country is fetched. */
const loaders: Record<BicTableCountry, () => Promise<{ default: BicTable }>> = {
  AT: () => import('iban-to-bic/datasets/at.json'),
  BE: () => import('iban-to-bic/datasets/be.json'),
  DE: () => import('iban-to-bic/datasets/de.json'),
  ES: () => import('iban-to-bic/datasets/es.json'),
  FR: () => import('iban-to-bic/datasets/fr.json'),
  LU: () => import('iban-to-bic/datasets/lu.json'),
  NL: () => import('iban-to-bic/datasets/nl.json'),
};

const loaded = new Map<BicTableCountry, Promise<BicTable>>();

/** The country's bank-code-to-BIC table, fetched once; a failed fetch rejects and is tried again by the next call. */
export function loadBicTable(country: BicTableCountry): Promise<BicTable> {
  let table = loaded.get(country);
  if (!table) {
    table = loaders[country]().then(
      (module) => module.default,
      (error: unknown) => {
        loaded.delete(country);
        throw error;
      },
    );
    loaded.set(country, table);
  }
  return table;
}
