import { describe, expect, it } from 'vitest';
import { AuthResponse } from '../../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

describe('auth', () => {
  it('answers an anonymous visitor with no partner or customer access', async () => {
    const visitor = await arrive();
    const auth = AuthResponse.parse(await (await visitor.get('/api/auth')).json());
    expect(auth).toMatchObject({ isAuthenticated: false, isPartnerPortal: false, isCustomerPortal: false });
  });

  it('answers an unknown bearer token with 401 and keeps the session anonymous', async () => {
    const visitor = await arrive();
    const response = await visitor.post('/api/auth', undefined, { Authorization: 'Bearer guessed' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid token' });
    expect(await (await visitor.get('/api/auth')).json()).toMatchObject({ isAuthenticated: false, isPartnerPortal: false });
  });

  it('remembers a partner token for the session: GET auth answers it afterwards', async () => {
    const visitor = await arrive();
    expect((await visitor.post('/api/auth', undefined, { Authorization: 'Bearer demo-partner' })).status).toBe(200);
    expect(await (await visitor.get('/api/auth')).json()).toMatchObject({ isPartnerPortal: true, partnerCode: 'PARTNER01', agentCode: 'AG-007' });
  });
});
