import { describe, expect, it } from 'vitest';
import { PlanResponse, ValidateResponse } from '../../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

describe('plans/{code}', () => {
  it('answers a line plan with 412 until the visitor had an availability check, then the plan', async () => {
    const visitor = await arrive();
    const before = await visitor.get('/api/plans/TALPRIV100?lang=de');
    expect(before.status).toBe(412);
    expect(await before.json()).toEqual({ message: 'Address check required', code: 412 });
    await visitor.post('/api/provider-availabilities/TAL', { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', exact_address: true });
    const after = await visitor.get('/api/plans/TALPRIV100?lang=de');
    expect(after.status).toBe(200);
    expect(PlanResponse.parse(await after.json()).data.code).toBe('TALPRIV100');
  });

  it('counts an order address saved with PUT order as checked', async () => {
    const visitor = await arrive();
    await visitor.put('/api/order', { orderAddress: { street: 'Königsallee', houseNumber: '60', zipCode: '40212', city: 'Düsseldorf', country: 'DE' } });
    expect((await visitor.get('/api/plans/TALBIZ250?lang=en')).status).toBe(200);
  });

  it('answers an unknown plan with 404, whatever its case', async () => {
    const visitor = await arrive();
    expect((await visitor.get('/api/plans/NOPE?lang=de')).status).toBe(404);
    expect((await visitor.get('/api/plans/sipb?lang=de')).status).toBe(200);
  });
});

describe('plans/{planCode}/order/validate (live validation)', () => {
  it('checks a phone number as a German number and says whether it is a mobile number', async () => {
    const visitor = await arrive();
    const landline = ValidateResponse.parse(await (await visitor.post('/api/plans/VOIPPRIV/order/validate', { type: 'contact.phoneNumber', value: '030 12345678' })).json());
    expect(landline).toMatchObject({ isPatternValid: true, isPhoneNumberValid: true, isMobilePhoneNumberValid: false });
    const mobile = ValidateResponse.parse(await (await visitor.post('/api/plans/VOIPPRIV/order/validate', { type: 'contact.phoneNumber', value: '0151 23456789' })).json());
    expect(mobile).toMatchObject({ isPhoneNumberValid: true, isMobilePhoneNumberValid: true });
  });

  it('checks the length and pattern of a VAT id, and has no phone flags for it', async () => {
    const visitor = await arrive();
    const valid = await (await visitor.post('/api/plans/VOIPBIZ/order/validate', { type: 'invoice.vatId', value: 'DE123456789' })).json();
    expect(valid).toEqual({ isMinLengthValid: true, isMaxLengthValid: true, isPatternValid: true, isPhoneNumberValid: null, isMobilePhoneNumberValid: null });
    const invalid = await (await visitor.post('/api/plans/VOIPBIZ/order/validate', { type: 'invoice.vatId', value: 'DE12' })).json();
    expect(invalid).toMatchObject({ isMinLengthValid: false, isPatternValid: false });
  });

  it('answers 404 for an unknown plan and 400 for a field type the spec does not list', async () => {
    const visitor = await arrive();
    expect((await visitor.post('/api/plans/NOPE/order/validate', { type: 'invoice.vatId', value: 'DE123456789' })).status).toBe(404);
    expect((await visitor.post('/api/plans/VOIPPRIV/order/validate', { type: 'customer.iban', value: 'x' })).status).toBe(400);
  });
});
