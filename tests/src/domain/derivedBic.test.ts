import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bicTableCountry, type BicTableCountry } from '../../../src/domain/bankCode.ts';
import { bicTableToLoad, type BicTable } from '../../../src/domain/derivedBic.ts';

/*
 * Spec section 5: the BIC is found from the IBAN with its country's table, asked for when the IBAN's first two letters
 * are typed. A table whose load failed is asked for again on the IBAN's next change.
 */

const german: BicTable = { country: 'DE', bics: {} };

describe('the BIC table an IBAN asks for', () => {
  it('asks when the country letters are new, not on later keystrokes of the same country, not for the table it has', () => {
    expect(bicTableToLoad('D', '', null)).toBeNull();
    expect(bicTableToLoad('DE', 'D', null)).toBe('DE');
    expect(bicTableToLoad('DE8', 'DE', null)).toBeNull();
    expect(bicTableToLoad('DE89 3704', null, null)).toBe('DE');
    expect(bicTableToLoad('DE89 3704', 'DE89 370', german)).toBeNull();
    expect(bicTableToLoad('NL91', 'DE91', german)).toBe('NL');
    expect(bicTableToLoad('CH93', 'CH9', null)).toBeNull();
  });

  it('asks again for a table whose load failed on the IBAN’s next change, and not without a change', () => {
    expect(bicTableToLoad('DE89 3704 0', 'DE89 3704', null, 'DE')).toBe('DE');
    expect(bicTableToLoad('DE89 370', 'DE89 3704', null, 'DE')).toBe('DE');
    expect(bicTableToLoad('DE89 3704', 'DE89 3704', null, 'DE')).toBeNull();
    // another country's failure does not make this one's keystrokes ask
    expect(bicTableToLoad('DE89 3704 0', 'DE89 3704', null, 'NL')).toBeNull();
  });

  it('asks for at most the IBAN’s own country, never for a table it has, and while none failed nothing on a keystroke that keeps the country', () => {
    const letters = fc.constantFrom('D', 'E', 'N', 'L', 'A', 'T', 'C', 'H', '8', '9', ' ');
    const ibans = fc.array(fc.string({ unit: letters, maxLength: 8 }), { minLength: 1, maxLength: 12 });
    const countries = fc.constantFrom<BicTableCountry | null>(null, 'DE', 'NL', 'AT');
    fc.assert(
      fc.property(ibans, countries, countries, (typed, loaded, failed) => {
        const table = loaded === null ? null : { country: loaded, bics: {} };
        let previous: string | null = null;
        for (const iban of typed) {
          const country = bicTableToLoad(iban, previous, table, failed);
          if (country !== null) {
            expect(country).toBe(bicTableCountry(iban));
            expect(country).not.toBe(loaded);
          }
          if (failed === null && previous !== null && bicTableCountry(previous) === bicTableCountry(iban)) expect(country).toBeNull();
          previous = iban;
        }
      }),
    );
  });
});
