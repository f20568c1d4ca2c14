import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  GENERIC_MESSAGES,
  acceptanceSchema,
  additionalLocationInfoSchema,
  birthDateSchema,
  clientReferenceSchema,
  commentSchema,
  companyNameSchema,
  dateAfterTodaySchema,
  emailSchema,
  genericMessage,
  passwordPairSchema,
  personNameSchema,
  phoneNumberSchema,
  previousTenantErrors,
  quoteFormSchema,
  titleSchema,
  validateField,
  validateForm,
  vatIdSchema,
  numericSchema,
  alphanumericSchema,
  type PreviousTenantForm,
} from '../../../../src/domain/index.ts';

const keyOf = (schema: z.ZodMiniType, value: unknown) => validateField(schema, value)?.key ?? null;

describe('personal and account data (spec section 5)', () => {
  it.each([
    ['Jo', null],
    ['Anna-Lena', null],
    ["O'Brien", null],
    ['Łukasz', null],
    ['Zoë Müller', null],
    ['J', 'validation.error.minLength'],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'validation.error.maxLength'],
    ['R2D2', 'validation.error.validName'],
    ['', 'validation.error.required'],
  ])('checks name %j (2 to 30 characters, valid name): %s', (name, key) => {
    expect(keyOf(personNameSchema, name)).toBe(key);
  });

  it('gives the minimum length as {min}', () => {
    expect(validateField(personNameSchema, 'J')?.params).toEqual({ min: 2 });
  });

  it.each([
    ['Müller GmbH & Co. KG', null],
    ['A', null],
    ['1&1 Telecom', null],
    ['x'.repeat(60), null],
    ['x'.repeat(61), 'validation.error.maxLength'],
    ['Evil <Corp>', 'validation.error.validName'],
    ['', 'validation.error.required'],
  ])('checks company name %j (1 to 60, valid string): %s', (name, key) => {
    expect(keyOf(companyNameSchema, name)).toBe(key);
  });

  it.each([
    ['', null],
    ['Dr.', null],
    ['Prof. Dr.', null],
    ['Dipl.-Ing.', null],
    ['x'.repeat(21), 'validation.error.maxLength'],
    ['Dr. 1', 'validation.error.validTitle'],
  ])('checks title %j (valid title): %s', (title, key) => {
    expect(keyOf(titleSchema, title)).toBe(key);
  });

  it.each([
    ['anna@example.de', null],
    ['anna.lena+order@mail.example.co.uk', null],
    ['anna@example', 'validation.error.email'],
    ['anna example.de', 'validation.error.email'],
    ['@example.de', 'validation.error.email'],
    ['', 'validation.error.required'],
  ])('checks e-mail %j: %s', (email, key) => {
    expect(keyOf(emailSchema, email)).toBe(key);
  });

  it.each([
    ['01.03.2008', null],
    ['02.03.2008', 'validation.error.over18'],
    ['31.02.1990', 'validation.error.dateFormat'],
    ['1990-01-01', 'validation.error.dateFormat'],
    ['01.03.1870', 'validation.error.dateFormat'],
    ['', 'validation.error.required'],
  ])('checks birth date %j (DD.MM.YYYY, age 18 to 150): %s', (date, key) => {
    expect(keyOf(birthDateSchema('2026-03-01'), date)).toBe(key);
  });

  it('wants a date after today where a future date is needed', () => {
    expect(keyOf(dateAfterTodaySchema('2026-03-01'), '2026-03-02')).toBeNull();
    expect(keyOf(dateAfterTodaySchema('2026-03-01'), '2026-03-01')).toBe('validation.error.dateAfterToday');
  });

  it.each([
    ['030 1234567', null],
    ['+49 (30) 123-4567', null],
    ['12345', 'validation.error.minLength'],
    ['1'.repeat(31), 'validation.error.maxLength'],
    ['030 CALL ME', 'validation.error.phoneNumber'],
    ['(/-) ()', 'validation.error.phoneNumber'],
  ])('checks phone %j (6 to 30): %s', (phone, key) => {
    expect(keyOf(phoneNumberSchema, phone)).toBe(key);
  });

  it.each([
    ['', null],
    ['DE123456789', null],
    ['ATU 1234 5678', null],
    ['DE1', 'validation.error.minLength'],
    ['DE1234567890123456', 'validation.error.maxLength'],
    ['123456789', 'validation.error.alphanumeric'],
  ])('checks VAT id %j (pattern, minimum and maximum): %s', (vat, key) => {
    expect(keyOf(vatIdSchema, vat)).toBe(key);
  });

  it.each([
    ['Passport checked in shop, no. 123', null],
    ['ok', 'validation.error.minLength'],
    ['x'.repeat(101), 'validation.error.maxLength'],
    ['<b>hi</b>', 'validation.error.alphanumeric'],
    ['', 'validation.error.required'],
  ])('checks comment %j (pattern, minimum and maximum): %s', (comment, key) => {
    expect(keyOf(commentSchema, comment)).toBe(key);
  });

  it.each([
    ['', null],
    ['3. OG links, Hinterhaus', null],
    ['x'.repeat(61), 'validation.error.maxLength'],
    ['Keller; Tür <2>', 'validation.error.additionalLocationInfo'],
  ])('checks additional location info %j: %s', (info, key) => {
    expect(keyOf(additionalLocationInfoSchema, info)).toBe(key);
  });

  it('checks customer reference, numbers only and alphanumeric', () => {
    expect(keyOf(clientReferenceSchema, '')).toBeNull();
    expect(keyOf(clientReferenceSchema, 'PO-2026/17')).toBeNull();
    expect(keyOf(clientReferenceSchema, 'PO#17')).toBe('validation.error.alphanumeric');
    expect(keyOf(numericSchema, '12a')).toBe('validation.error.numeric');
    expect(keyOf(alphanumericSchema, 'AB-12')).toBe('validation.error.alphanumeric');
  });

  it('wants the repeated password to equal the password', () => {
    expect(validateForm(passwordPairSchema, { password: 'secret123', repeatPassword: 'secret123' })).toEqual({});
    expect(validateForm(passwordPairSchema, { password: 'secret123', repeatPassword: 'secret124' }).repeatPassword?.key).toBe(
      'validation.error.passwordMismatch',
    );
    expect(validateForm(passwordPairSchema, { password: 'short', repeatPassword: '' })).toMatchObject({
      password: { key: 'validation.error.minLength', params: { min: 8 } },
      repeatPassword: { key: 'validation.error.required' },
    });
  });

  it.each(['acceptDirectDebit', 'acceptTerms', 'acceptPersonalDataUse'] as const)('wants %s accepted', (name) => {
    expect(keyOf(acceptanceSchema(name), true)).toBeNull();
    expect(keyOf(acceptanceSchema(name), false)).toBe(`validation.error.${name}`);
  });

  it('falls back to the generic messages with their parameters', () => {
    expect(genericMessage(validateField(personNameSchema, 'x'.repeat(31))!)).toBe('The maximum length allowed is 30');
    expect(genericMessage(validateField(personNameSchema, 'x')!)).toBe('This field should be at least 2 characters long');
    expect(genericMessage(validateField(personNameSchema, '')!)).toBe('Value is required');
    expect(genericMessage(validateField(personNameSchema, 'R2')!)).toBe('Value is invalid');
    expect(validateField(emailSchema, 'x')?.fallbackKey).toBe('validation.error.email');
    expect(GENERIC_MESSAGES['validation.error.numeric']).toBe('Value must be numeric');
    expect(validateField(personNameSchema, undefined)?.key).toBe('validation.error.required');
  });
});

describe('quote form (spec section 5)', () => {
  const valid = {
    companyName: 'Muster GmbH',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@muster.de',
    phoneNumberQuote: '030 1234567',
    personalDataUseConsent: true,
  };

  it('accepts a complete quote form', () => {
    expect(validateForm(quoteFormSchema, valid)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const errors = validateForm(quoteFormSchema, {
      companyName: 'x'.repeat(61),
      firstName: '',
      lastName: ' ',
      email: 'anna@',
      phoneNumberQuote: '123',
      personalDataUseConsent: false,
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e.key]))).toEqual({
      companyName: 'validation.error.maxLength',
      firstName: 'validation.error.required',
      lastName: 'validation.error.required',
      email: 'validation.error.email',
      phoneNumberQuote: 'validation.error.minLength',
      personalDataUseConsent: 'validation.error.acceptPersonalDataUse',
    });
  });
});

describe('previous tenant (spec section 5)', () => {
  const tenant = (overrides: Partial<PreviousTenantForm>): PreviousTenantForm => ({
    isKnown: true,
    salutation: 'Mr',
    firstName: 'Max',
    lastName: 'Muster',
    companyName: '',
    prefix: '',
    subscriberNumber: '',
    ...overrides,
  });

  it.each([
    ['requires whether known', tenant({ isKnown: null }), ['isKnown']],
    ['asks nothing more when not known', tenant({ isKnown: false, salutation: null, firstName: '', lastName: '' }), []],
    ['requires the salutation', tenant({ salutation: null }), ['salutation']],
    ['requires the company name for Company', tenant({ salutation: 'Company', companyName: '' }), ['companyName']],
    ['takes a company with its name', tenant({ salutation: 'Company', companyName: 'Muster AG', firstName: '', lastName: '' }), []],
    ['requires first and last name for Mr', tenant({ firstName: '', lastName: '' }), ['firstName', 'lastName']],
    ['requires the last name for Mrs', tenant({ salutation: 'Mrs', lastName: ' ' }), ['lastName']],
    ['takes Mrs with both names', tenant({ salutation: 'Mrs' }), []],
  ])('%s', (_, form, fields) => {
    expect(Object.keys(previousTenantErrors(form))).toEqual(fields);
  });
});
