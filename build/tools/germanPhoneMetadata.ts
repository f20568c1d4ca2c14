/**
 * `npm run phone-metadata`: writes the German part of libphonenumber-js's full ("max") metadata to
 * src/domain/validation/germanPhoneMetadata.json. The phone checks need German numbers only (area codes,
 * landline and mobile types), and the full metadata would be a 64 KB gzip download; a test compares the file
 * with the installed package, so an update of libphonenumber-js asks for this script to run again.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { germanMetadataOf } from './germanPhoneMetadataOf.ts';

const target = resolve(import.meta.dirname, '../../src/domain/validation/germanPhoneMetadata.json');
writeFileSync(target, `${JSON.stringify(await germanMetadataOf())}\n`);
console.log(`wrote ${target}`);
