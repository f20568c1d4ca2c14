import { describe, expect, it } from 'vitest';
import { decideAccess, isInternationalOrder, isTrustedPartner, quoteSkipsContactForm, type AccessInput } from '../../../src/domain/index.ts';

const base: AccessInput = {
  partnerCode: null,
  parentCustomerId: null,
  isPartnerPortal: false,
  isCustomerPortal: false,
  embeddedFramePartnerCodes: ['FRAMED'],
};

describe('access rules (spec section 6)', () => {
  it.each([
    ['an anonymous customer', {}, true],
    ['partner plus parent customer with both flags', { partnerCode: 'P1', parentCustomerId: '42', isPartnerPortal: true, isCustomerPortal: true }, true],
    ['partner plus parent customer with only the partner flag', { partnerCode: 'P1', parentCustomerId: '42', isPartnerPortal: true }, false],
    ['partner plus parent customer with only the customer-portal flag', { partnerCode: 'P1', parentCustomerId: '42', isCustomerPortal: true }, false],
    ['partner alone with the partner flag', { partnerCode: 'P1', isPartnerPortal: true }, true],
    ['partner alone without the partner flag', { partnerCode: 'P1' }, false],
    ['partner alone in the embedded-frame list', { partnerCode: 'FRAMED' }, true],
    ['parent customer alone with the customer-portal flag', { parentCustomerId: '42', isCustomerPortal: true }, true],
    ['parent customer alone without the customer-portal flag', { parentCustomerId: '42' }, false],
    ['parent customer alone with only the partner flag', { parentCustomerId: '42', isPartnerPortal: true }, false],
  ])('%s: allowed %s', (_, input, allowed) => {
    expect(decideAccess({ ...base, ...input }).allowed).toBe(allowed);
  });

  it("alerts 'error.token.invalid' and redirects to the partner or customer portal when denied", () => {
    expect(decideAccess({ ...base, partnerCode: 'P1' })).toEqual({ allowed: false, alert: 'error.token.invalid', redirectTo: 'partnerPortal' });
    expect(decideAccess({ ...base, parentCustomerId: '7' })).toEqual({ allowed: false, alert: 'error.token.invalid', redirectTo: 'customerPortal' });
  });

  it.each([
    [true, 'SIPT', true],
    [true, 'EBFR', true],
    [true, 'EBAT', false],
    [true, 'EBCOM', false],
    [false, 'SIPT', false],
  ])('usePartnerProcess %s on plan %s marks a trusted partner: %s (not for Austria plans)', (use, code, trusted) => {
    expect(isTrustedPartner(use, code)).toBe(trusted);
  });

  it.each([
    ['SIPT', null, null, false],
    ['EBNL', null, null, true],
    ['SIPT', 'AT', null, true],
    ['SIPT', 'DE', null, false],
    ['EBNL', 'AT', '42', false],
    ['EBCOM', null, '42', false],
  ])('plan %s, partner system %s, parent customer %s: international %s', (planCode, partnerSystemCountry, parentCustomerId, international) => {
    expect(isInternationalOrder({ planCode, partnerSystemCountry, parentCustomerId })).toBe(international);
  });

  it('lets partner and international modes skip the contact form of the quote', () => {
    expect(quoteSkipsContactForm(true, false)).toBe(true);
    expect(quoteSkipsContactForm(false, true)).toBe(true);
    expect(quoteSkipsContactForm(false, false)).toBe(false);
  });
});
