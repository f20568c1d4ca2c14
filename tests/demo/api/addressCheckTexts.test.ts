import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import type { Messages } from '../../../src/api/index.ts';

const folder = resolve(import.meta.dirname, '../../../src/shell/address');
const sources = readdirSync(folder)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => [file, readFileSync(resolve(folder, file), 'utf8')] as const);

const lookup = (messages: Messages | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);

/** The literal keys a file passes to `t(...)` or `tOrder(...)`, and to `t(cond ? 'a' : 'b')`. */
function keysOf(source: string, fn: 't' | 'tOrder'): string[] {
  const keys = new Set<string>();
  for (const [, args] of source.matchAll(new RegExp(`\\b${fn}\\(([^)]*)`, 'g'))) {
    for (const [, key] of args!.matchAll(/'([a-zA-Z]+(?:\.[\w]+)+)'/g)) keys.add(key!);
  }
  return [...keys];
}

describe('every text the address check shows exists in all four languages (spec section 7, DESIGN.md)', () => {
  const availability = translationsFor('orderAvailability');
  const order4 = translationsFor('order4');

  it.each(sources)('%s', (file, source) => {
    // CheckedAddress renders before orderAvailability has loaded: its texts are order4's
    const ownNamespace = file === 'CheckedAddress.tsx' ? order4 : availability;
    for (const language of ['de', 'en', 'nl', 'fr'] as const) {
      for (const key of keysOf(source, 't')) expect(lookup(ownNamespace[language], key), `${language}: ${key}`).toEqual(expect.any(String));
      for (const key of keysOf(source, 'tOrder')) expect(lookup(order4[language], key), `${language}: ${key}`).toEqual(expect.any(String));
    }
  });

  it('the keys built at run time: the country choices and the maintenance warning of each service country', () => {
    for (const language of ['de', 'en', 'nl', 'fr'] as const) {
      for (const country of ['DE', 'AT', 'FR', 'NL']) {
        expect(lookup(availability[language], `manualAddress.country.${country}`)).toEqual(expect.any(String));
        expect(lookup(availability[language], `addressCheck.maintenance.${country}`)).toEqual(expect.any(String));
      }
      expect(lookup(order4[language], 'common.close')).toEqual(expect.any(String));
    }
  });
});
