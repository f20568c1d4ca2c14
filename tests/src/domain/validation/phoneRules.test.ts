import { describe, expect, it } from 'vitest';
import {
  germanMobileNumberSchema,
  isAreaCodeShape,
  isNumberAlreadyAdded,
  isSubscriberNumberShape,
  landlineCodeSchema,
  lastDigitSchema,
  loadPhoneChecks,
  nationalDestinationCodeSchema,
  sameLengthSchema,
  subscriberNumberSchema,
  validateField,
} from '../../../../src/domain/index.ts';

describe('phone rules (spec section 5)', () => {
  it.each([
    ['030', true],
    ['089', true],
    ['0711', true],
    ['0221', true],
    ['033203', true],
    ['02', false],
    ['0301234', false],
    ['30', false],
    ['0151', false],
    ['0049', false],
    ['0700', false],
    ['07001', false],
    ['0800', false],
    ['0900', false],
    ['032', false],
    ['03212', false],
    ['03a', false],
  ])('checks area code %j (starts with 0, second digit 2 to 9, not 0700/0800/0900/00, not 032, 3 to 6 digits): %s', (code, valid) => {
    expect(isAreaCodeShape(code)).toBe(valid);
    expect(validateField(nationalDestinationCodeSchema, code)?.key ?? null).toBe(valid ? null : 'validation.error.nationalDestinationCode');
  });

  it.each([
    ['123', true],
    ['1234567890', true],
    ['12', false],
    ['12345678901', false],
    ['0123', false],
    ['12 34', false],
  ])('checks subscriber number %j (3 to 10 digits starting 1 to 9): %s', (number, valid) => {
    expect(isSubscriberNumberShape(number)).toBe(valid);
    expect(validateField(subscriberNumberSchema, number)?.key ?? null).toBe(valid ? null : 'validation.error.subscriberNumber');
  });

  it('refuses a number already added', () => {
    const numbers = [{ prefix: '030', number: '123456' }];
    expect(isNumberAlreadyAdded(numbers, { prefix: '030', number: ' 123456' })).toBe(true);
    expect(isNumberAlreadyAdded(numbers, { prefix: '089', number: '123456' })).toBe(false);
  });

  it('wants the last digit to equal the expected digit', () => {
    expect(validateField(lastDigitSchema(9), '19')).toBeNull();
    expect(validateField(lastDigitSchema(9), '18')).toEqual({
      key: 'validation.error.lastDigit',
      fallbackKey: 'validation.error.invalid',
      params: { digit: 9 },
    });
    expect(validateField(lastDigitSchema(0), '1a')?.key).toBe('validation.error.numeric');
  });

  it('wants the same length as another field', () => {
    expect(validateField(sameLengthSchema('10'), '19')).toBeNull();
    expect(validateField(sameLengthSchema('10'), '199')?.key).toBe('validation.error.sameLength');
  });
});

describe('phone checks on libphonenumber-js, loaded lazily (spec section 5)', () => {
  it.each([
    ['030', true],
    ['089', true],
    ['0711', true],
    ['033203', true],
    ['0151', false],
    ['0800', false],
    ['032', false],
    ['0999', false],
  ])('knows whether %s is a German landline code: %s', async (code, landline) => {
    const checks = await loadPhoneChecks();
    expect(checks.isGermanLandlineCode(code)).toBe(landline);
    expect(validateField(landlineCodeSchema(checks), code)?.key ?? null).toBe(landline ? null : 'validation.error.nationalDestinationCode');
  });

  it('checks a landline number from area code and subscriber number', async () => {
    const checks = await loadPhoneChecks();
    expect(checks.isGermanLandlineNumber('030', '12345678')).toBe(true);
    expect(checks.isGermanLandlineNumber('0151', '12345678')).toBe(false);
    expect(checks.isGermanLandlineNumber('030', '0123')).toBe(false);
  });

  it.each([
    ['0151 12345678', true],
    ['01701234567', true],
    ['+49 151 12345678', true],
    ['0049 1511 2345678', true],
    ['030 12345678', false],
    ['+43 664 1234567', false],
    ['0151', false],
    ['mobile', false],
    ['', false],
  ])('knows whether %j is a German mobile number: %s', async (number, mobile) => {
    const checks = await loadPhoneChecks();
    expect(checks.isGermanMobileNumber(number)).toBe(mobile);
    const expected = number === '' ? 'validation.error.required' : mobile ? null : 'validation.error.germanMobileNumber';
    expect(validateField(germanMobileNumberSchema(checks), number)?.key ?? null).toBe(expected);
  });

  it('loads the metadata once', async () => {
    expect(await loadPhoneChecks()).toBe(await loadPhoneChecks());
  });
});
