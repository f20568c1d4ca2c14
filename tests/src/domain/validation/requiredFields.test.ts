import { describe, expect, it } from 'vitest';
import {
  chooseOldConnection,
  emptyConnectionInfo,
  emptyCustomerForm,
  isActivationComplete,
  isCustomerComplete,
  isProductComplete,
  type ConnectionInfo,
  type CustomerForm,
} from '../../../../src/domain/index.ts';

const connection = (overrides: Partial<ConnectionInfo>): ConnectionInfo => ({ ...emptyConnectionInfo(), ...overrides });
const tenant = (overrides: Partial<ConnectionInfo['previousTenant']>) => ({ ...emptyConnectionInfo().previousTenant, isKnown: true, ...overrides });
const porting = { previousEKPID: 'D001', isPorting: true, portingNumbers: [{ prefix: '030', number: '1234567' }] };

describe('product step validity (spec section 4)', () => {
  it.each([
    ['no old/new connection decision', connection({}), false],
    ['a new connection', connection({ oldConnection: false }), true],
    ['a known previous tenant without salutation', connection({ oldConnection: false, previousTenant: tenant({}) }), false],
    ['a Company previous tenant without its name', connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Company' }) }), false],
    ['a Company previous tenant with its name', connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Company', companyName: 'Alt AG' }) }), true],
    ['a Mr previous tenant without first name', connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Mr', lastName: 'Alt' }) }), false],
    ['a Mrs previous tenant with first and last name', connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Mrs', firstName: 'Eva', lastName: 'Alt' }) }), true],
    ['an unknown previous tenant', connection({ oldConnection: false, previousTenant: tenant({ isKnown: false }) }), true],
    ['an old connection without previous provider id', connection({ oldConnection: true, ...porting, previousEKPID: null }), false],
    ['an old connection without porting', connection({ oldConnection: true, previousEKPID: 'D001' }), false],
    ['an old connection with a number missing its prefix', connection({ oldConnection: true, ...porting, portingNumbers: [{ prefix: '', number: '1' }] }), false],
    ['an old connection with provider and porting numbers', connection({ oldConnection: true, ...porting }), true],
    [
      'an old connection with a porting block',
      connection({ oldConnection: true, previousEKPID: 'D001', isPorting: true, portingType: 'block', portingBlock: { ...emptyConnectionInfo().portingBlock, nationalDestinationCode: '030', directDialling: '123' } }),
      true,
    ],
  ])('with %s: complete %s', (_, value, complete) => {
    expect(isProductComplete(value)).toBe(complete);
  });
});

describe('activation step validity (spec section 4)', () => {
  const details = { buildingDetail: 'Hinterhaus', flatLocation: 'links', storey: '3' };
  it.each([
    ['no building type', connection({}), false],
    ['a detached house', connection({ buildingType: 'detachedHouse' }), true],
    ['a semi-detached house', connection({ buildingType: 'semiDetachedHouse' }), true],
    ['a town house', connection({ buildingType: 'townHouse' }), true],
    ['an apartment without details', connection({ buildingType: 'apartment' }), false],
    ['an apartment without storey', connection({ buildingType: 'apartment', ...details, storey: '' }), false],
    ['an apartment with details', connection({ buildingType: 'apartment', ...details }), true],
    ['an office without flat location', connection({ buildingType: 'office', ...details, flatLocation: '' }), false],
    ['a factory with details', connection({ buildingType: 'factory', ...details }), true],
    ['a hospital without building detail', connection({ buildingType: 'hospital', ...details, buildingDetail: ' ' }), false],
  ])('with %s: complete %s', (_, value, complete) => {
    expect(isActivationComplete(value)).toBe(complete);
  });
});

describe('customer step validity (spec section 4)', () => {
  const complete: CustomerForm = {
    ...emptyCustomerForm(),
    companyName: 'Muster GmbH',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@muster.de',
    phoneNumber: '030 1234567',
    connectionAddress: { street: 'Hauptstraße', houseNumber: '1', postalCode: '10115', region: 'Berlin', country: 'DE', isApiValid: true },
    accountOwner: 'Muster GmbH',
    accountNumber: 'DE89370400440532013000',
  };

  it.each([
    ['all company data', {}, true],
    ['no company name', { companyName: '' }, false],
    ['no e-mail', { email: '' }, false],
    ['no phone', { phoneNumber: ' ' }, false],
    ['a private customer without salutation', { customerType: 'private' as const, birthDate: '01.01.1980' }, false],
    ['a private customer without birth date', { customerType: 'private' as const, salutation: 'Mr' as const }, false],
    ['a private customer with all data', { customerType: 'private' as const, salutation: 'Mr' as const, birthDate: '01.01.1980', companyName: '' }, true],
    ['no connection address', { connectionAddress: { ...complete.connectionAddress, street: '' } }, false],
    ['a separate billing address chosen but empty', { hasSeparateBillingAddress: true }, false],
    [
      'a separate billing address filled',
      { hasSeparateBillingAddress: true, billingStreet: 'Weg', billingHouseNumber: '2', billingPostalCode: '20095', billingRegion: 'Hamburg', billingCompanyName: 'Holding' },
      true,
    ],
    ['a separate billing e-mail chosen but empty', { hasSeparateBillingEmail: true }, false],
    ['bank payment without owner', { accountOwner: '' }, false],
    ['bank payment without account number', { accountNumber: '' }, false],
    ['invoice payment without bank data', { paymentType: 'invoice' as const, accountOwner: '', accountNumber: '' }, true],
    ['an itemized bill without accepted terms', { itemizedBill: 'full' as const }, false],
    ['an itemized bill with accepted terms', { itemizedBill: 'shortened' as const, acceptTerms: true }, true],
  ])('with %s: complete %s', (_, overrides, done) => {
    expect(isCustomerComplete({ ...complete, ...overrides })).toBe(done);
  });
});

describe('changing the old/new connection (spec section 4)', () => {
  it('clears porting entries, previous provider, termination date, wanted date and previous tenant data', () => {
    const before = connection({
      oldConnection: true,
      ...porting,
      terminationDate: '2026-05-01',
      wantedDate: '2026-05-02',
      previousTenant: tenant({ salutation: 'Mr', firstName: 'Max', lastName: 'Alt' }),
      buildingType: 'apartment',
    });
    const after = chooseOldConnection(before, false);
    expect(after).toMatchObject({
      oldConnection: false,
      isPorting: false,
      portingNumbers: [],
      previousEKPID: null,
      terminationDate: null,
      wantedDate: null,
      previousTenant: emptyConnectionInfo().previousTenant,
      buildingType: 'apartment',
    });
    expect(chooseOldConnection(before, true)).toBe(before);
  });
});
