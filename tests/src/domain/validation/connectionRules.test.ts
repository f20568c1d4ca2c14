import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activationFieldErrors,
  chooseOldConnection,
  dropsConnectionEntries,
  emptyConnectionInfo,
  flagsAreValid,
  installationDateRange,
  isActivationComplete,
  isActivationStepValid,
  isProductComplete,
  isProductStepValid,
  liveCheckError,
  previousTenantPhoneError,
  productFieldErrors,
  timeSlotOptionsOf,
  additionalNumberQuantities,
  type ConnectionInfo,
} from '../../../../src/domain/index.ts';
import { planResponse, TALPRIV100, VOIPPRIV } from '../../../../demo/api/fixtures/plans.ts';

const connection = (patch: Partial<ConnectionInfo>): ConnectionInfo => ({ ...emptyConnectionInfo(), ...patch });
const tenant = (patch: Partial<ConnectionInfo['previousTenant']>) => ({ ...emptyConnectionInfo().previousTenant, isKnown: true, ...patch });
const keys = (errors: Record<string, { key: string }>) => Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, error.key]));

/** German landline area codes (libphonenumber says so) in the area-code shape. */
const landlineCodes = fc.constantFrom('030', '089', '040', '0221', '0711', '069', '0351', '033203');
const subscriberNumbers = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{2,9}$/)).map(([first, rest]) => `${first}${rest}`);

describe('the product step’s fields (spec sections 2, 4, 5)', () => {
  it('asks the old/new question first', () => {
    expect(keys(productFieldErrors(emptyConnectionInfo()))).toEqual({ oldConnection: 'validation.error.required' });
  });

  it('needs a known previous tenant’s salutation, and the names its salutation asks for', () => {
    expect(keys(productFieldErrors(connection({ oldConnection: false, previousTenant: tenant({}) })))).toEqual({ 'previousTenant.salutation': 'validation.error.required' });
    expect(keys(productFieldErrors(connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Company' }) })))).toEqual({ 'previousTenant.companyName': 'validation.error.required' });
    expect(keys(productFieldErrors(connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Mrs', firstName: 'A' }) })))).toEqual({
      'previousTenant.firstName': 'validation.error.minLength',
      'previousTenant.lastName': 'validation.error.required',
    });
    expect(productFieldErrors(connection({ oldConnection: false, previousTenant: tenant({ salutation: 'Mr', firstName: 'Jürgen', lastName: 'Müller' }) }))).toEqual({});
  });

  it('leaves an unknown previous tenant alone: section 4 does not need the answer', () => {
    expect(productFieldErrors(connection({ oldConnection: false }))).toEqual({});
    expect(isProductStepValid(connection({ oldConnection: false }))).toBe(true);
  });

  it('gives the previous tenant’s phone one combined error, for either part', () => {
    expect(previousTenantPhoneError('', '')).toBeNull();
    expect(previousTenantPhoneError('030', '')?.key).toBe('validation.error.subscriberNumber');
    expect(previousTenantPhoneError('', '12345678')?.key).toBe('validation.error.nationalDestinationCode');
    expect(previousTenantPhoneError('0800', '12345678')?.key).toBe('validation.error.nationalDestinationCode');
    expect(previousTenantPhoneError('030', '0123')?.key).toBe('validation.error.subscriberNumber');
    expect(previousTenantPhoneError('030', '12345678')).toBeNull();
  });

  it('takes a failed live check of the area code as the combined error, for the value it checked only', () => {
    const live = { 'previousTenant.prefix': { value: '0331', valid: false, flags: null } };
    expect(previousTenantPhoneError('0331', '1234567', live)?.key).toBe('validation.error.nationalDestinationCode');
    expect(previousTenantPhoneError('0332', '1234567', live)).toBeNull();
  });

  it('needs the previous provider and porting for an old connection: single numbers, none twice', () => {
    const old = chooseOldConnection(emptyConnectionInfo(), true);
    expect(keys(productFieldErrors({ ...old, isPorting: true, portingNumbers: [{ prefix: '030', number: '1234567' }, { prefix: '030', number: '1234567' }] }))).toEqual({
      previousEKPID: 'validation.error.required',
      'portingNumbers.1.number': 'validation.error.numberAlreadyAdded',
    });
    expect(keys(productFieldErrors({ ...old, isPorting: true, previousEKPID: 'D052', portingNumbers: [] }))).toEqual({
      'portingNumbers.prefix': 'validation.error.required',
      'portingNumbers.0.number': 'validation.error.required',
    });
  });

  it('needs a block’s area code and base number; its inquiry terminal is digits', () => {
    const block = { ...chooseOldConnection(emptyConnectionInfo(), true), isPorting: true, previousEKPID: 'D001', portingType: 'block' as const };
    expect(keys(productFieldErrors(block))).toEqual({
      'portingBlock.nationalDestinationCode': 'validation.error.required',
      'portingBlock.directDialling': 'validation.error.required',
    });
    const filled = { ...block, portingBlock: { ...block.portingBlock, nationalDestinationCode: '089', directDialling: '12345' } };
    expect(isProductStepValid(filled)).toBe(true);
    expect(isProductStepValid(filled, { 'portingBlock.inquiryTerminal': { value: '0', valid: false, flags: { isPatternValid: false } } })).toBe(false);
  });

  it('needs the picked installation date once "pick" is chosen', () => {
    expect(keys(productFieldErrors(connection({ oldConnection: false, installationDate: 'pick' })))).toEqual({ wantedDate: 'validation.error.required' });
  });
});

describe('the activation step’s fields (spec sections 2, 4, 9)', () => {
  it.each(['apartment', 'office', 'factory', 'hospital'] as const)('needs building detail, storey and flat location for %s', (buildingType) => {
    expect(Object.keys(activationFieldErrors(connection({ buildingType })))).toEqual(['buildingDetail', 'storey', 'flatLocation']);
  });

  it.each(['detachedHouse', 'semiDetachedHouse', 'townHouse'] as const)('needs none of them for %s, whatever they hold', (buildingType) => {
    expect(activationFieldErrors(connection({ buildingType, storey: '', flatLocation: '' }))).toEqual({});
  });

  it('needs the technician’s phone only when a separate one is asked for', () => {
    expect(Object.keys(activationFieldErrors(connection({ buildingType: 'townHouse', hasSeparateTechnicianContactPhone: true })))).toEqual(['technicianContactPhone']);
    expect(activationFieldErrors(connection({ buildingType: 'townHouse', hasSeparateTechnicianContactPhone: true, technicianContactPhone: '0151 23456789' }))).toEqual({});
  });

  it('blocks on a failed live check of an optional id', () => {
    const house = connection({ buildingType: 'detachedHouse', homeId: 'nope' });
    expect(isActivationStepValid(house)).toBe(true);
    expect(isActivationStepValid(house, { homeId: { value: 'nope', valid: false, flags: { isPatternValid: false } } })).toBe(false);
  });
});

describe('validators, for any input (fast-check)', () => {
  it('accepts every German landline code with a 3 to 10 digit number as the previous tenant’s phone', () => {
    fc.assert(fc.property(landlineCodes, subscriberNumbers, (prefix, number) => previousTenantPhoneError(prefix, number) === null));
  });

  it('refuses every area code not starting 0[2-9]', () => {
    fc.assert(
      fc.property(
        fc.string().filter((code) => code.trim() !== '' && !/^0[2-9]/.test(code.trim())),
        subscriberNumbers,
        (prefix, number) => previousTenantPhoneError(prefix, number)?.key === 'validation.error.nationalDestinationCode',
      ),
    );
  });

  it('a step valid by the field rules is complete as section 4 lists, for any connection', () => {
    const anyConnection = fc.record({
      oldConnection: fc.constantFrom(null, true, false),
      previousEKPID: fc.constantFrom(null, 'D052'),
      isPorting: fc.boolean(),
      portingType: fc.constantFrom('numbers' as const, 'block' as const),
      portingNumbers: fc.array(fc.record({ prefix: fc.constantFrom('', '030', '0800'), number: fc.constantFrom('', '1234567', '7654321', '012') }), { maxLength: 3 }),
      buildingType: fc.constantFrom(null, 'apartment' as const, 'townHouse' as const),
      storey: fc.constantFrom('', '2'),
      buildingDetail: fc.constantFrom('', 'B'),
      flatLocation: fc.constantFrom('', 'links'),
      previousTenant: fc.record({
        isKnown: fc.constantFrom(null, true, false),
        salutation: fc.constantFrom(null, 'Mr' as const, 'Mrs' as const, 'Company' as const),
        firstName: fc.constantFrom('', 'Jürgen'),
        lastName: fc.constantFrom('', 'Müller'),
        companyName: fc.constantFrom('', 'Müller GmbH'),
        prefix: fc.constantFrom('', '030'),
        subscriberNumber: fc.constantFrom('', '1234567'),
      }),
    });
    fc.assert(
      fc.property(anyConnection, (patch) => {
        const value = connection(patch);
        if (isProductStepValid(value)) expect(isProductComplete(value)).toBe(true);
        if (isActivationStepValid(value)) expect(isActivationComplete(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('after a change of the old/new answer, changing it back drops nothing more', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.string(), (old, number, name) => {
        const entered = connection({ oldConnection: !old, portingNumbers: [{ prefix: '030', number }], previousTenant: tenant({ firstName: name }) });
        const changed = chooseOldConnection(entered, old);
        return !dropsConnectionEntries(changed, !old) && !dropsConnectionEntries(entered, !old);
      }),
    );
  });

  it('a live check never speaks for another value than the one it checked', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (checked, current) => {
        fc.pre(checked.trim() !== current.trim());
        return liveCheckError({ lineId: { value: checked.trim(), valid: false, flags: null } }, 'lineId', current, 'taeLocation.lineId') === null;
      }),
    );
  });

  it('reads the server’s flags as valid only when none of them is false (a landline is no failure)', () => {
    expect(flagsAreValid({ isPatternValid: true, isMobilePhoneNumberValid: false, isPhoneNumberValid: true })).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom('isMinLengthValid', 'isMaxLengthValid', 'isPatternValid', 'isPhoneNumberValid'), (flag) => !flagsAreValid({ [flag]: false })),
    );
  });
});

describe('the dates of the step, on fixed clocks (spec section 9)', () => {
  it.each([
    ['2026-12-11', '2027-01-02', '2027-06-09'],
    ['2026-12-17', '2027-01-02', '2027-06-15'],
    ['2028-02-15', '2028-02-29', '2028-08-13'],
    ['2027-02-15', '2027-03-01', '2027-08-14'],
    ['2026-03-01', '2026-03-15', '2026-08-28'],
  ])('on %s the picker starts at %s and ends at %s (today + 180)', (today, min, max) => {
    expect(installationDateRange(today)).toEqual({ min, max });
  });
});

describe('catalogue lookups of the step (spec sections 3, 4)', () => {
  it('reads the technician time slots of a TAL plan and the quantities of additional numbers', () => {
    expect(timeSlotOptionsOf(planResponse(TALPRIV100))).toEqual(['morning', 'afternoon', 'evening']);
    expect(timeSlotOptionsOf(planResponse(VOIPPRIV))).toEqual([]);
    expect(additionalNumberQuantities(planResponse(TALPRIV100))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
