import { describe, expect, it } from 'vitest';
import { arrive } from '../visitor.ts';

describe("partners/{partnerCode}/references (a partner's reference numbers)", () => {
  it('proposes the next free number, skipping the taken REF-2026-0001 and counting on', async () => {
    const visitor = await arrive();
    expect(await (await visitor.get('/api/partners/partner01/references?nextReference=1')).json()).toEqual({ references: ['REF-2026-0002'] });
    expect(await (await visitor.get('/api/partners/PARTNER01/references?nextReference=1')).json()).toEqual({ references: ['REF-2026-0003'] });
  });

  it('says whether a number is still available: not when taken, used by a submitted order or malformed', async () => {
    const visitor = await arrive();
    const available = async (number: string) => (await (await visitor.get(`/api/partners/PARTNER01/references/${number}`)).json()).isAvailable;
    expect(await available('REF-2026-0001')).toBe(false);
    expect(await available('REF-2026-0002')).toBe(true);
    expect(await available('x')).toBe(false);
    await visitor.post(
      '/api/orders',
      {
        order: { addons: [], plan: { id: 3101, code: 'VOIPBIZ', name: 'Business VoIP', quantity: 1, value: 29.9, category: 'VOIP' } },
        customer: { salutation: 'Company', companyName: 'Hafenblick KG' },
        contact: { email: 'info@hafenblick.example' },
        orderAddress: { street: 'Königsallee', houseNumber: '60', zipCode: '40212', city: 'Düsseldorf', country: 'DE' },
        referenceNumber: 'REF-2026-0002',
      },
      { 'Idempotency-Key': 'partner-order' },
    );
    expect(await available('REF-2026-0002')).toBe(false);
    expect(await (await visitor.get('/api/partners/PARTNER01/references?nextReference=1')).json()).toEqual({ references: ['REF-2026-0003'] });
  });

  it('answers an unknown partner with 404, and a next-number request without nextReference=1 with 400', async () => {
    const visitor = await arrive();
    expect((await visitor.get('/api/partners/NOPE/references?nextReference=1')).status).toBe(404);
    expect((await visitor.get('/api/partners/NOPE/references/REF-1')).status).toBe(404);
    expect((await visitor.get('/api/partners/PARTNER01/references')).status).toBe(400);
  });
});
