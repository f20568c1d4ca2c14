import { describe, expect, it } from 'vitest';
import { bicSchema, formatIban, ibanSchema, isBic, isIban, normalizeIban, optionalBicSchema, validateField } from '../../../../src/domain/index.ts';

describe('IBAN on ibantools (spec section 5)', () => {
  it.each([
    'DE89370400440532013000',
    'AT611904300234573201',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'GB29NWBK60161331926819',
    'BE68539007547034',
    'CH9300762011623852957',
    'ES9121000418450200051332',
    'IT60X0542811101000000123456',
    'LU280019400644750000',
    'PL61109010140000071219812874',
    'DK5000400440116243',
    'NO9386011117947',
    'SE4550000000058398257466',
    'FI2112345600000785',
    'IE29AIBK93115212345678',
    'PT50000201231234567890154',
  ])('accepts the IBAN registry sample %s', (iban) => {
    expect(isIban(iban)).toBe(true);
    expect(validateField(ibanSchema, iban)).toBeNull();
  });

  it.each(['DE89 3704 0044 0532 0130 00', 'de89370400440532013000', ' AT61 1904 3002 3457 3201 '])('accepts %j typed with spaces or lower case', (iban) => {
    expect(isIban(iban)).toBe(true);
  });

  it.each([
    ['a broken checksum', 'DE89370400440532013001'],
    ['a broken checksum', 'AT611904300234573202'],
    ['wrong check digits', 'NL92ABNA0417164300'],
    ['a broken checksum', 'GB29NWBK60161331926818'],
    ['a wrong length (short)', 'DE8937040044053201300'],
    ['a wrong length (long)', 'DE893704004405320130000'],
    ['a wrong length for Austria', 'AT6119043002345732011'],
    ['an unknown country', 'XX89370400440532013000'],
    ['an unknown country', 'QQ611904300234573201'],
    ['letters where the country wants digits', 'DE89370400440532O13000'],
    ['nothing but a country', 'DE'],
    ['symbols', 'DE89-3704-0044-0532-0130-00!'],
  ])('refuses %s: %s', (_, iban) => {
    expect(isIban(iban)).toBe(false);
    expect(validateField(ibanSchema, iban)?.key).toBe('validation.error.iban');
  });

  it('requires an IBAN', () => {
    expect(validateField(ibanSchema, '  ')?.key).toBe('validation.error.required');
  });

  it('normalises and formats an IBAN', () => {
    expect(normalizeIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC on ibantools (spec section 5)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'COBADEFFXXX', 'BNPAFRPP', 'ABNANL2A', 'GIBAATWWXXX', 'NWBKGB2L', 'deutdeff'])('accepts %s', (bic) => {
    expect(isBic(bic)).toBe(true);
    expect(validateField(bicSchema, bic)).toBeNull();
  });

  it.each([
    ['too short', 'DEUTDEF'],
    ['too long', 'DEUTDEFF5001'],
    ['9 characters', 'DEUTDEFF5'],
    ['an unknown country', 'DEUTXXFF'],
    ['a digit in the bank code', '1EUTDEFF'],
    ['symbols', 'DEUT-DEFF'],
  ])('refuses a BIC %s: %s', (_, bic) => {
    expect(isBic(bic)).toBe(false);
    expect(validateField(bicSchema, bic)?.key).toBe('validation.error.bic');
  });

  it('lets a blank optional BIC pass, but not a wrong one', () => {
    expect(validateField(optionalBicSchema, '')).toBeNull();
    expect(validateField(optionalBicSchema, 'DEUT')?.key).toBe('validation.error.bic');
  });
});
