import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyConnectionInfo, emptyCustomerForm } from '../../../../src/domain/emptyForms.ts';
import type { ConnectionInfo } from '../../../../src/domain/schemas/connection.ts';
import type { CustomerForm } from '../../../../src/domain/schemas/customer.ts';
import { activationFieldError, activationFieldErrors, productFieldError, productFieldErrors } from '../../../../src/domain/validation/connectionRules.ts';
import { customerFieldChecks, customerFieldError, customerFieldErrors } from '../../../../src/domain/validation/customerRules.ts';
import type { LiveChecks } from '../../../../src/domain/validation/liveValidation.ts';

/*
 * A keystroke checks its own field alone (issue 24), and each step's whole errors are derived from those per-field
 * checks (issue 38): for any input, the derivation gives each field exactly its own check's error, and no error a
 * field's check does not give (the porting numbers' fields, one per entry, included).
 */

/** Short texts from the characters the rules care about: blank, letters, digits, umlauts, signs, too long. */
const text = fc.oneof(
  fc.constantFrom('', ' ', 'A', 'Anna', 'Müller-Lüdenscheidt', '089', '0151', '030', '12345', '0', 'DE89370400440532013000', 'COBADEFFXXX', 'a@b.de', '01.01.1990', '80331', 'Dr.', '<x>', 'x'.repeat(70)),
  fc.string({ maxLength: 12 }),
);
const live: fc.Arbitrary<LiveChecks> = fc.dictionary(
  fc.constantFrom('phoneNumber', 'vatID', 'previousTenant.firstName', 'previousTenant.prefix', 'portingNumbers.prefix', 'portingBlock.nationalDestinationCode', 'lineId', 'modemId', 'technicianContactPhone'),
  fc.record({ value: text, valid: fc.boolean(), flags: fc.constant(null) }),
);

const customer: fc.Arbitrary<CustomerForm> = fc
  .record({
    customerType: fc.constantFrom('company', 'private'),
    companyName: text,
    vatID: text,
    salutation: fc.constantFrom(null, 'Mr', 'Mrs', 'Company'),
    birthDate: text,
    title: text,
    firstName: text,
    lastName: text,
    phoneNumber: text,
    email: text,
    clientReferenceNumber: text,
    street: text,
    hasSeparateBillingAddress: fc.boolean(),
    hasSeparateBillingEmail: fc.boolean(),
    billingSalutation: fc.constantFrom(null, 'Mr', 'Mrs', 'Company'),
    billingCompanyName: text,
    billingFirstName: text,
    billingLastName: text,
    billingStreet: text,
    billingHouseNumber: text,
    billingPostalCode: text,
    billingRegion: text,
    billingCountry: fc.constantFrom('DE', 'AT', 'NL', 'FR'),
    billingEmail: text,
    paymentType: fc.constantFrom('bank', 'invoice'),
    accountOwner: text,
    accountNumber: text,
    accountBIC: text,
    acceptDirectDebit: fc.boolean(),
    itemizedBill: fc.constantFrom('none', 'full', 'shortened'),
    acceptTerms: fc.boolean(),
  })
  .map(({ street, ...values }) => {
    const empty = emptyCustomerForm();
    return { ...empty, ...values, connectionAddress: { ...empty.connectionAddress, street, houseNumber: street, postalCode: street, region: street } } as CustomerForm;
  });

const connection: fc.Arbitrary<ConnectionInfo> = fc
  .record({
    oldConnection: fc.constantFrom(null, true, false),
    isKnown: fc.constantFrom(null, true, false),
    salutation: fc.constantFrom(null, 'Mr', 'Mrs', 'Company'),
    firstName: text,
    lastName: text,
    companyName: text,
    prefix: text,
    subscriberNumber: text,
    previousEKPID: fc.option(text),
    portingType: fc.constantFrom('numbers', 'block'),
    portingNumbers: fc.array(fc.record({ prefix: text, number: fc.constantFrom('', '1234', '5678', '0123', 'x') }), { maxLength: 4 }),
    nationalDestinationCode: text,
    directDialling: text,
    inquiryTerminal: fc.integer({ min: 0, max: 200_000 }),
    installationDate: fc.constantFrom('quickest', 'pick'),
    wantedDate: fc.option(text),
    buildingType: fc.constantFrom(null, 'apartment', 'office', 'detachedHouse'),
    buildingDetail: text,
    storey: text,
    flatLocation: text,
    hasSeparateTechnicianContactPhone: fc.boolean(),
    technicianContactPhone: text,
    additionalLocationInfo: text,
    lineId: text,
    modemId: text,
    homeId: text,
    houseJunctionBox: text,
  })
  .map((values) => {
    const empty = emptyConnectionInfo();
    const { isKnown, salutation, firstName, lastName, companyName, prefix, subscriberNumber, nationalDestinationCode, directDialling, inquiryTerminal, ...rest } = values;
    return {
      ...empty,
      ...rest,
      previousTenant: { isKnown, salutation, firstName, lastName, companyName, prefix, subscriberNumber },
      portingBlock: { ...empty.portingBlock, nationalDestinationCode, directDialling, inquiryTerminal },
    } as ConnectionInfo;
  });

const today = '2026-11-26';
const productFields = [
  'oldConnection',
  'previousTenant.salutation',
  'previousTenant.companyName',
  'previousTenant.firstName',
  'previousTenant.lastName',
  'previousTenant.prefix',
  'previousEKPID',
  'portingNumbers.prefix',
  'portingBlock.nationalDestinationCode',
  'portingBlock.directDialling',
  'portingBlock.inquiryTerminal',
  'wantedDate',
  ...[0, 1, 2, 3, 4].map((index) => `portingNumbers.${index}.number`),
];
const activationFields = ['buildingType', 'buildingDetail', 'storey', 'flatLocation', 'technicianContactPhone', 'additionalLocationInfo', 'lineId', 'modemId', 'homeId', 'houseJunctionBox'];

describe('the whole step’s errors, derived from the per-field checks', () => {
  it('customer: every field’s check equals the step’s error for it, and the step has no error without a check', () => {
    fc.assert(
      fc.property(customer, live, (form, checks) => {
        const whole = customerFieldErrors(form, checks, { today });
        for (const field of Object.keys(whole)) expect(field in customerFieldChecks).toBe(true);
        for (const field of Object.keys(customerFieldChecks)) expect(customerFieldError(field, form, checks, { today })).toEqual(whole[field] ?? null);
      }),
      { numRuns: 400 },
    );
  });

  it('product: every field’s check equals the step’s error for it', () => {
    fc.assert(
      fc.property(connection, live, (form, checks) => {
        const whole = productFieldErrors(form, checks);
        for (const field of Object.keys(whole)) expect(productFields).toContain(field);
        for (const field of productFields) expect(productFieldError(field, form, checks)).toEqual(whole[field] ?? null);
      }),
      { numRuns: 400 },
    );
  });

  it('activation: every field’s check equals the step’s error for it', () => {
    fc.assert(
      fc.property(connection, live, (form, checks) => {
        const whole = activationFieldErrors(form, checks);
        for (const field of Object.keys(whole)) expect(activationFields).toContain(field);
        for (const field of activationFields) expect(activationFieldError(field, form, checks)).toEqual(whole[field] ?? null);
      }),
      { numRuns: 400 },
    );
  });
});
