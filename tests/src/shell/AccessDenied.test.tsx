import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymous, httpError } from '../../machines/support.ts';
import { renderShell } from './support.tsx';

const portals = { partnerPortalUrl: 'https://partner.example/orders', customerPortalUrl: 'https://kunden.example/subsidiaries' };

describe('refused access (spec sections 6, 8)', () => {
  it('shows error.token.invalid and the partner portal as a link out of the frame, before the texts loaded', async () => {
    renderShell('/plans/VOIPPRIV/#auth_token=expired', { authenticate: async () => Promise.reject(httpError(401, 'authenticateWithToken')) }, { attributes: portals });
    const page = await screen.findByText((_, element) => element?.getAttribute('data-page') === 'accessDenied', {}, { timeout: 30_000 });
    expect(within(page).getByRole('alert')).toHaveTextContent('Ihre Sitzung ist ungültig oder abgelaufen.');
    const link = within(page).getByRole('link', { name: 'Zum Partnerportal' });
    expect(link).toHaveAttribute('href', 'https://partner.example/orders');
    expect(link).toHaveAttribute('target', '_top');
  });

  it('offers the customer portal to a refused parent customer, in the chosen language', async () => {
    renderShell(
      '/plans/VOIPPRIV/',
      { authenticate: async () => ({ ...anonymous, isAuthenticated: true, parentCustomerId: '4711001', isCustomerPortal: false }) },
      { attributes: portals, language: 'nl' },
    );
    const link = await screen.findByRole('link', { name: 'Naar het klantenportaal' }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', 'https://kunden.example/subsidiaries');
  });

  it('shows the alert alone when the element has no portal URL', async () => {
    renderShell('/plans/VOIPPRIV/#auth_token=expired', { authenticate: async () => Promise.reject(httpError(401, 'authenticateWithToken')) });
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('Ihre Sitzung ist ungültig');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
