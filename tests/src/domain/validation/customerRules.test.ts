import { describe, expect, it } from 'vitest';
import { companyCustomer } from '../../../../demo/api/fixtures/customers.ts';
import { emptyCustomerForm } from '../../../../src/domain/emptyForms.ts';
import { bicFromTable, bicTableCountry, groupIban } from '../../../../src/domain/bankCode.ts';
import { customerFieldErrors, isCustomerStepValid } from '../../../../src/domain/validation/customerRules.ts';
import type { CustomerForm } from '../../../../src/domain/schemas/customer.ts';
import type { CalendarDate } from '../../../../src/domain/dates/calendarDate.ts';

const today = '2026-11-23' as CalendarDate;
const keys = (customer: CustomerForm, live = {}) =>
  Object.fromEntries(Object.entries(customerFieldErrors(customer, live, { today })).map(([path, error]) => [path, error.key.replace('validation.error.', '')]));

const company: CustomerForm = {
  ...emptyCustomerForm(),
  ...companyCustomer,
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  accountBIC: 'COBADEFFXXX',
};

describe('customer step rules (spec sections 4, 5, 9)', () => {
  it('a complete company customer paying by bank is valid', () => {
    expect(keys(company)).toEqual({});
    expect(isCustomerStepValid(company, {}, { today })).toBe(true);
  });

  it('an empty form names every required field of a company customer paying by bank', () => {
    expect(keys(emptyCustomerForm())).toEqual({
      companyName: 'required',
      firstName: 'required',
      lastName: 'required',
      phoneNumber: 'required',
      email: 'required',
      connectionAddress: 'connectionAddress',
      accountOwner: 'required',
      accountNumber: 'required',
      accountBIC: 'required',
      acceptDirectDebit: 'acceptDirectDebit',
    });
  });

  it('names a connection address that was never checked (it is entered in the address check, not in the step)', () => {
    const unchecked = { ...company, connectionAddress: emptyCustomerForm().connectionAddress };
    expect(keys(unchecked)).toEqual({ connectionAddress: 'connectionAddress' });
    expect(customerFieldErrors(unchecked, {}, { today }).connectionAddress?.fallbackKey).toBe('validation.error.required');
    expect(isCustomerStepValid(unchecked, {}, { today })).toBe(false);
  });

  it('a private customer needs a salutation and a birth date of someone 18 to 150, DD.MM.YYYY', () => {
    const person = { ...company, customerType: 'private' as const, companyName: '' };
    expect(keys(person)).toEqual({ salutation: 'required', birthDate: 'required' });
    expect(keys({ ...person, salutation: 'Mrs', birthDate: '01.01.2020' })).toEqual({ birthDate: 'over18' });
    expect(keys({ ...person, salutation: 'Mrs', birthDate: '1985-04-15' })).toEqual({ birthDate: 'dateFormat' });
    expect(keys({ ...person, salutation: 'Mrs', birthDate: '15.04.1985' })).toEqual({});
  });

  it('names, IBAN, BIC, e-mail and the itemized bill terms have their rules and bounds', () => {
    const errors = customerFieldErrors({ ...company, firstName: 'A', accountNumber: 'DE89370400440532013001', accountBIC: 'XX', email: 'anna@', itemizedBill: 'full' }, {}, { today });
    expect(errors.firstName).toMatchObject({ key: 'validation.error.minLength', params: { min: 2 } });
    expect(keys({ ...company, accountNumber: 'DE89370400440532013001', accountBIC: 'XX', email: 'anna@', itemizedBill: 'full' })).toEqual({
      accountNumber: 'iban',
      accountBIC: 'bic',
      email: 'email',
      acceptTerms: 'acceptTerms',
    });
  });

  it('invoice payment asks for no bank data; a separate billing address has the manual-address rules', () => {
    const invoice = { ...company, paymentType: 'invoice' as const, accountOwner: '', accountNumber: '', accountBIC: '', acceptDirectDebit: false };
    expect(keys(invoice)).toEqual({});
    expect(keys({ ...invoice, hasSeparateBillingAddress: true, billingSalutation: 'Mr', billingFirstName: 'Max', billingLastName: 'Muster', billingStreet: 'Hauptstr.', billingHouseNumber: 'x', billingPostalCode: '123', billingRegion: 'Berlin' })).toEqual({
      billingHouseNumber: 'houseNumber',
      billingPostalCode: 'postalCode',
    });
    expect(keys({ ...invoice, hasSeparateBillingEmail: true })).toEqual({ billingEmail: 'required' });
  });

  it("a separate billing address in another of the four countries takes that country's postal code", () => {
    const invoice = { ...company, paymentType: 'invoice' as const, accountOwner: '', accountNumber: '', accountBIC: '', acceptDirectDebit: false };
    const billing = { ...invoice, hasSeparateBillingAddress: true, billingSalutation: 'Mrs' as const, billingFirstName: 'Eva', billingLastName: 'Muster', billingStreet: 'Herengracht', billingHouseNumber: '12', billingRegion: 'Amsterdam' };
    expect(keys({ ...billing, billingCountry: 'NL', billingPostalCode: '1015 BS' })).toEqual({});
    expect(keys({ ...billing, billingCountry: 'NL', billingPostalCode: '10155' })).toEqual({ billingPostalCode: 'postalCode' });
    expect(keys({ ...billing, billingCountry: 'AT', billingPostalCode: '1010' })).toEqual({});
    expect(keys({ ...billing, billingCountry: 'AT', billingPostalCode: '10101' })).toEqual({ billingPostalCode: 'postalCode' });
    expect(keys({ ...billing, billingCountry: 'FR', billingPostalCode: '75001' })).toEqual({});
    expect(keys({ ...billing, billingCountry: 'DE', billingPostalCode: '1010' })).toEqual({ billingPostalCode: 'postalCode' });
  });

  it('the terms are needed only with an itemized bill; the newsletter never', () => {
    expect(keys({ ...company, itemizedBill: 'shortened', acceptTerms: false })).toMatchObject({ acceptTerms: 'acceptTerms' });
    expect(keys({ ...company, itemizedBill: 'shortened', acceptTerms: true })).not.toHaveProperty('acceptTerms');
    expect(keys({ ...company, itemizedBill: 'none', acceptTerms: false, newsletter: false })).not.toHaveProperty('acceptTerms');
  });

  it('a phone number or VAT id the server rejected for the current value is an error', () => {
    const live = { phoneNumber: { value: '6641234567', valid: false, flags: null }, vatID: { value: 'DE123456789', valid: false, flags: null } };
    expect(keys({ ...company, vatID: 'DE123456789' }, live)).toEqual({ phoneNumber: 'phoneNumber', vatID: 'invalid' });
    expect(keys({ ...company, phoneNumber: '6641234568' }, live)).toEqual({});
  });
});

describe('IBAN grouping and the BIC from the country table (spec section 2)', () => {
  it('groups in fours as typed, upper case, with pasted spaces accepted', () => {
    expect(groupIban('de8937040044', 12)).toEqual({ value: 'DE89 3704 0044', caret: 14 });
    expect(groupIban('DE89 3704 0044 0532 0130 00', 27)).toEqual({ value: 'DE89 3704 0044 0532 0130 00', caret: 27 });
    expect(groupIban('DE89  37-04', 11)).toEqual({ value: 'DE89 3704', caret: 9 });
  });

  it('keeps the caret after the character it followed, inside the text too', () => {
    // typed "X" after "DE89 3" in "DE89 3704": raw "DE89 3X704", caret after X (7)
    expect(groupIban('DE89 3X704', 7)).toEqual({ value: 'DE89 3X70 4', caret: 7 });
    // deleting the 5th character of "DE89 3704 00": raw "DE89 704 00", caret 5
    expect(groupIban('DE89 704 00', 5)).toEqual({ value: 'DE89 7040 0', caret: 5 });
    // after the 4th character with more to come the caret skips the space
    expect(groupIban('DE893704', 4)).toEqual({ value: 'DE89 3704', caret: 5 });
  });

  it('knows the countries with a table and finds the BIC by the bank code', () => {
    expect(bicTableCountry('de')).toBe('DE');
    expect(bicTableCountry('PL12')).toBeNull();
    expect(bicFromTable('DE89 3704 0044 0532 0130 00', { '37040044': 'COBADEFFXXX' })).toBe('COBADEFFXXX');
    expect(bicFromTable('DE89 3704 0044 0532 0130 01', { '37040044': 'COBADEFFXXX' })).toBeNull();
  });
});
