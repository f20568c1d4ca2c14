import { createRequire } from 'node:module';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/** Germany's calling code and country entry from the installed libphonenumber-js max metadata. */
export async function germanMetadataOf(): Promise<Metadata> {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json') as Metadata;
  return { version: full.version, country_calling_codes: { '49': ['DE'] }, countries: { DE: full.countries.DE }, nonGeographic: {} };
}
