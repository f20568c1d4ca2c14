import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  Order,
  berlinToday,
  buildOrder,
  contactPhoneNumber,
  earliestOrderDate,
  emptyConnectionInfo,
  emptyCustomerForm,
  type ConnectionInfo,
  type CustomerForm,
  type OrderFormState,
  type PartnerState,
} from '../../../src/domain/index.ts';
import { samplePlan } from './fixtures.ts';

const today = '2026-03-01';

const partnerless: PartnerState = {
  isPartnerPortal: false,
  isTrustedPartner: false,
  partnerCode: null,
  agentCode: null,
  partnerReference: null,
  isCustomerPortal: false,
  parentCustomerId: null,
};

function companyCustomer(overrides: Partial<CustomerForm> = {}): CustomerForm {
  return {
    ...emptyCustomerForm(),
    companyName: 'Muster GmbH',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@muster.de',
    countryCode: '0049',
    phoneNumber: '030 1234567',
    connectionAddress: { street: 'Hauptstraße', houseNumber: '1', postalCode: '10115', region: 'Berlin', country: 'DE', isApiValid: true },
    accountOwner: 'Muster GmbH',
    accountNumber: 'de89 3704 0044 0532 0130 00',
    accountBIC: 'cobadeffxxx',
    password: 'secret123',
    repeatPassword: 'secret123',
    ...overrides,
  };
}

function state(overrides: Partial<OrderFormState> = {}, connection: Partial<ConnectionInfo> = {}): OrderFormState {
  return {
    plan: samplePlan(),
    selection: [{ id: 102, quantity: 1 }],
    connection: { ...emptyConnectionInfo(), oldConnection: false, ...connection },
    customer: companyCustomer(),
    voucher: null,
    partner: partnerless,
    language: 'de',
    isInternational: false,
    ...overrides,
  };
}

describe('order builder (spec sections 3, 5)', () => {
  it('builds a body the Order schema accepts', () => {
    expect(z.safeParse(Order, buildOrder(state(), today)).success).toBe(true);
  });

  it('sends company customers with salutation Company and birthday 1970-01-01', () => {
    expect(buildOrder(state(), today).customer).toEqual({
      salutation: 'Company',
      firstName: 'Anna',
      lastName: 'Muster',
      companyName: 'Muster GmbH',
      birthday: '1970-01-01',
    });
  });

  it('sends private customers with their salutation and birthDate DD.MM.YYYY, and no company name', () => {
    const customer = companyCustomer({ customerType: 'private', salutation: 'Mrs', birthDate: '01.02.1980' });
    expect(buildOrder(state({ customer }), today).customer).toEqual({ salutation: 'Mrs', firstName: 'Anna', lastName: 'Muster', birthday: '01.02.1980' });
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['Dr.', 'Dr.'],
  ])('sends the title %j only when not blank', (title, sent) => {
    expect(buildOrder(state({ customer: companyCustomer({ title }) }), today).customer?.title).toBe(sent);
  });

  it.each([
    ['', undefined],
    ['PO-17', 'PO-17'],
  ])('sends the customer reference %j only when filled', (reference, sent) => {
    expect(buildOrder(state({ customer: companyCustomer({ clientReferenceNumber: reference }) }), today).customerReference).toBe(sent);
  });

  it('sends the voucher only when valid', () => {
    const voucher = { code: 'SPRING', appliedToPrice: 'total' as const, discountType: null, discountValue: null, discountMonthly: null, discountOneTime: null, message: null, synced: true };
    expect(buildOrder(state({ voucher: { ...voucher, isValid: true } }), today).voucherCode).toBe('SPRING');
    expect(buildOrder(state({ voucher: { ...voucher, isValid: false } }), today)).not.toHaveProperty('voucherCode');
  });

  it('sends the bank account only for bank payment', () => {
    expect(buildOrder(state(), today).bankAccount).toEqual({ owner: 'Muster GmbH', bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' });
    expect(buildOrder(state(), today).accountSettings?.payByDirectDebit).toBe(true);
    const invoice = buildOrder(state({ customer: companyCustomer({ paymentType: 'invoice' }) }), today);
    expect(invoice).not.toHaveProperty('bankAccount');
    expect(invoice.accountSettings?.payByDirectDebit).toBe(false);
  });

  it('omits the invoice block unless a separate billing address or e-mail exists', () => {
    expect(buildOrder(state({ customer: companyCustomer({ vatID: 'DE123456789' }) }), today)).not.toHaveProperty('invoice');
    expect(buildOrder(state({ customer: companyCustomer({ hasSeparateBillingEmail: true, billingEmail: 'billing@muster.de', vatID: 'de 123456789' }) }), today).invoice).toEqual({
      email: 'billing@muster.de',
      vatId: 'DE123456789',
    });
    const billing = companyCustomer({
      hasSeparateBillingAddress: true,
      billingSalutation: 'Company',
      billingCompanyName: 'Muster Holding',
      billingStreet: 'Nebenweg',
      billingHouseNumber: '2a',
      billingPostalCode: '20095',
      billingRegion: 'Hamburg',
    });
    expect(buildOrder(state({ customer: billing }), today).invoice).toEqual({
      recipient: { salutation: 'Company', companyName: 'Muster Holding' },
      address: { street: 'Nebenweg', houseNumber: '2a', zipCode: '20095', city: 'Hamburg', country: 'DE' },
    });
  });

  it('always sends invoicePdfAttachment 0, the itemized bill, the newsletter and the language', () => {
    expect(buildOrder(state({ language: 'en', customer: companyCustomer({ itemizedBill: 'full', newsletter: false }) }), today).accountSettings).toEqual({
      callDetailRecord: 'full',
      newsletterSetting: false,
      payByDirectDebit: true,
      invoicePdfAttachment: 0,
      isoLanguageCode: 'en',
    });
  });

  it('sends the plan with quantity 1 and the add-ons in effect', () => {
    expect(buildOrder(state(), today).order).toMatchObject({
      plan: { id: 1, code: 'SIPT', name: 'SIPT', quantity: 1, value: 9.99, category: 'VOIP' },
      addons: [{ id: 102, quantity: 1, tracking_name: 'routerPro', name: 'routerPro', value: 4.99, category: 'category10' }],
    });
  });

  it('uses service country DE for non-international plans, the plan country for international ones', () => {
    expect(buildOrder(state(), today).serviceCountry).toBe('DE');
    expect(buildOrder(state({ plan: samplePlan({ code: 'EBNL' }), isInternational: true }), today).serviceCountry).toBe('NL');
    expect(buildOrder(state({ isInternational: true, serviceCountry: 'FR' }), today).serviceCountry).toBe('FR');
  });

  it('sends the default installation date when the quickest date is chosen, and a picked wanted date', () => {
    expect(buildOrder(state(), today).order?.wantedDate).toBe('2026-03-15');
    expect(buildOrder(state({}, { installationDate: 'pick', wantedDate: '2026-05-04' }), today).order?.wantedDate).toBe('2026-05-04');
    expect(buildOrder(state({}, { installationDate: 'pick', wantedDate: '2026-03-02' }), today).order?.wantedDate).toBe('2026-03-15');
  });

  it('never sends a termination date earlier than 14 days from today, and only for an old connection', () => {
    expect(buildOrder(state({}, { oldConnection: true, terminationDate: '2026-03-05' }), today).order?.terminationDate).toBe('2026-03-15');
    expect(buildOrder(state({}, { oldConnection: true, terminationDate: '2026-06-30' }), today).order?.terminationDate).toBe('2026-06-30');
    expect(buildOrder(state({}, { oldConnection: false, terminationDate: '2026-06-30' }), today).order).not.toHaveProperty('terminationDate');
  });

  it('never emits a date earlier than today + 14', () => {
    const dateText = fc.oneof(
      fc.string(),
      fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.option(dateText),
        fc.option(dateText),
        fc.constantFrom('quickest' as const, 'pick' as const),
        fc.boolean(),
        (now, wantedDate, terminationDate, installationDate, oldConnection) => {
          const day = berlinToday(now);
          const order = buildOrder(state({}, { wantedDate, terminationDate, installationDate, oldConnection }), day).order;
          for (const date of [order?.wantedDate, order?.terminationDate]) {
            if (date !== undefined) expect(date >= earliestOrderDate(day)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('ports single numbers with the first number’s prefix', () => {
    const order = buildOrder(
      state({}, {
        oldConnection: true,
        isPorting: true,
        previousEKPID: 'D001',
        portingNumbers: [
          { prefix: '030', number: '1234567' },
          { prefix: '089', number: '7654321' },
        ],
      }),
      today,
    );
    expect(order.portingEntry).toEqual({ numbers: { previousEKPID: 'D001', nationalDestinationCode: '030', subscriberNumbers: ['1234567', '7654321'] } });
  });

  it('ports a block with the defaults blockSize 10, inquiryTerminal 0, blockStart 0, blockEnd 9', () => {
    const order = buildOrder(
      state({}, {
        oldConnection: true,
        isPorting: true,
        previousEKPID: 'D001',
        portingType: 'block',
        portingBlock: { ...emptyConnectionInfo().portingBlock, nationalDestinationCode: '030', directDialling: '12345' },
      }),
      today,
    );
    expect(order.portingEntry).toEqual({
      block: { blockSize: 10, nationalDestinationCode: '030', directDialling: '12345', blockStart: 0, blockEnd: 9, previousEKPID: 'D001', inquiryTerminal: 0 },
    });
  });

  it('sends no porting for a new connection', () => {
    expect(buildOrder(state({}, { oldConnection: false, isPorting: true, portingNumbers: [{ prefix: '030', number: '1' }] }), today)).not.toHaveProperty('portingEntry');
  });

  it.each([
    ['both prefix and number', '030', '1234567', { nationalDestinationCode: '030', subscriberNumber: '1234567' }],
    ['only a prefix', '030', '', undefined],
    ['only a number', '', '1234567', undefined],
  ])('sends the previous-tenant phone only with prefix and number: %s', (_, prefix, subscriberNumber, phone) => {
    const previousTenant = { isKnown: true, salutation: 'Mr' as const, firstName: 'Max', lastName: 'Alt', companyName: '', prefix, subscriberNumber };
    expect(buildOrder(state({}, { previousTenant }), today).previousTenant).toEqual({
      salutation: 'Mr',
      firstName: 'Max',
      lastName: 'Alt',
      ...(phone ? { phoneNumber: phone } : {}),
    });
  });

  it('sends a company previous tenant with its company name', () => {
    const previousTenant = { isKnown: true, salutation: 'Company' as const, firstName: 'x', lastName: 'y', companyName: 'Alt AG', prefix: '', subscriberNumber: '' };
    expect(buildOrder(state({}, { previousTenant }), today).previousTenant).toEqual({ salutation: 'Company', companyName: 'Alt AG' });
  });

  it.each([
    ['detachedHouse', false],
    ['semiDetachedHouse', false],
    ['townHouse', false],
    ['apartment', true],
    ['office', true],
    ['factory', true],
    ['hospital', true],
  ] as const)('sends storey, flat and section for building type %s: %s', (buildingType, withDetails) => {
    const plan = samplePlan({ category: 'TAL' });
    const location = buildOrder(
      state({ plan }, { buildingType, storey: '3', flatLocation: 'links', buildingDetail: 'Hinterhaus', lineId: 'DEU.1', modemId: 'M1', houseJunctionBox: 'APL', additionalLocationInfo: 'Keller' }),
      today,
    ).taeLocation;
    expect(location).toMatchObject({ buildingType, lineId: 'DEU.1', ftthModemId: 'M1', demarcInquiry: 'APL', additionLocationInfo: 'Keller' });
    expect('storey' in (location ?? {})).toBe(withDetails);
    expect('flatLocation' in (location ?? {})).toBe(withDetails);
    expect('buildingSection' in (location ?? {})).toBe(withDetails);
  });

  it('sends no taeLocation for non-TAL plans', () => {
    expect(buildOrder(state({}, { buildingType: 'apartment' }), today)).not.toHaveProperty('taeLocation');
  });

  it('asks the verification method only for voice plans from a trusted partner portal, with a comment only for other', () => {
    const customer = companyCustomer({ verificationMethod: { type: 'other', comment: 'Video call' } });
    const trusted = { ...partnerless, isPartnerPortal: true, isTrustedPartner: true, partnerCode: 'P1' };
    expect(buildOrder(state({ customer, partner: trusted }), today).customer?.verificationMethod).toEqual({ type: 'other', comment: 'Video call' });
    const idCard = companyCustomer({ verificationMethod: { type: 'idCard', comment: 'ignored' } });
    expect(buildOrder(state({ customer: idCard, partner: trusted }), today).customer?.verificationMethod).toEqual({ type: 'idCard' });
    expect(buildOrder(state({ customer, partner: { ...trusted, isTrustedPartner: false } }), today).customer).not.toHaveProperty('verificationMethod');
    expect(buildOrder(state({ customer, partner: trusted, plan: samplePlan({ category: 'TAL' }) }), today).customer).not.toHaveProperty('verificationMethod');
    expect(buildOrder(state({ customer }), today).customer).not.toHaveProperty('verificationMethod');
  });

  it('sends partner orders with a reference number instead of a password and newsletter true', () => {
    const partner = { ...partnerless, isPartnerPortal: true, partnerCode: 'P1' };
    const order = buildOrder(state({ partner, referenceNumber: 'R-1001' }), today);
    expect(order).not.toHaveProperty('password');
    expect(order.referenceNumber).toBe('R-1001');
    expect(order.partnerCode).toBe('P1');
    expect(order.accountSettings?.newsletterSetting).toBe(true);
    const own = buildOrder(state(), today);
    expect(own.password).toBe('secret123');
    expect(own).not.toHaveProperty('referenceNumber');
  });

  it('sends the technician time slot left after rule exclusions, morning by default', () => {
    const options = { technicianTimeSlotOptions: ['morning', 'afternoon'] };
    expect(buildOrder(state({}, options), today).technicianTimeSlot).toBe('morning');
    expect(buildOrder(state({}, { ...options, technicianTimeSlot: 'afternoon' }), today).technicianTimeSlot).toBe('afternoon');
    const excluding = state({ selection: [{ id: 203, quantity: 1 }] }, { ...options, technicianTimeSlot: 'afternoon' });
    expect(buildOrder(excluding, today).technicianTimeSlot).toBe('morning');
    expect(buildOrder(state(), today)).not.toHaveProperty('technicianTimeSlot');
  });

  it('sends the contact with the country prefix and the connection address', () => {
    const order = buildOrder(state(), today);
    expect(order.contact).toEqual({ phoneNumber: '0049301234567', email: 'anna@muster.de' });
    expect(order.orderAddress).toEqual({ street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' });
  });

  it.each([
    ['0043', '0664 1234567', '00436641234567'],
    ['0049', '+49 30 123', '004930123'],
    ['0049', '0041 44 123', '004144123'],
  ])('prefixes contact phone with %s: %j becomes %s', (prefix, phone, sent) => {
    expect(contactPhoneNumber(prefix, phone)).toBe(sent);
  });
});
