import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EBCOM, planResponse, VOIPBIZ } from '../../../demo/api/fixtures/plans.ts';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { App } from '../../../src/element/App.tsx';
import { anonymous, voipPlan } from '../../machines/support.ts';
import { never, renderShell } from './support.tsx';

const header = () => document.querySelector('[part="header"]');

describe('the header (spec section 2)', () => {
  it('shows the logo, the private phone number as a tel: link and the language menu on a private plan', async () => {
    renderShell('/plans/VOIPPRIV/product/');
    const phone = await screen.findByRole('link', { name: /0800 123 45 67/ });
    expect(phone).toHaveAttribute('href', 'tel:08001234567');
    // on a narrow element only its icon shows: the name still says what it is and the number
    expect(phone).toHaveAccessibleName('Beratung & Bestellung 0800 123 45 67');
    expect(screen.getByRole('link', { name: 'Nordlicht Telekom – Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Sprache/ })).toHaveTextContent('DE');
  });

  it('shows the business phone number on a business plan', async () => {
    renderShell('/plans/VOIPBIZ/product/', { loadPlan: async () => planResponse(VOIPBIZ) });
    expect(await screen.findByRole('link', { name: /0800 765 43 21/ })).toHaveAttribute('href', 'tel:08007654321');
  });

  it('hides the phone number for the international plan, and offers all four languages for EBCOM', async () => {
    renderShell('/plans/EBCOM/', { loadPlan: async () => planResponse(EBCOM) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header() as HTMLElement).queryByRole('link', { name: /0800/ })).toBeNull();
    screen.getByRole('button', { name: /Sprache/ }).click();
    await waitFor(() => expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent?.slice(0, 2))).toEqual(['DE', 'EN', 'NL', 'FR']));
  });

  it('hides the phone number when the translated number is not numeric', async () => {
    const texts = translationsFor('order4');
    const header = texts.de.header as Record<string, Record<string, string>>;
    header.phone = { ...header.phone, private: 'Rufen Sie uns an' };
    renderShell('/plans/VOIPPRIV/product/', { loadTranslations: async () => texts });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    expect(screen.queryByRole('link', { name: /Rufen Sie uns an/ })).toBeNull();
    expect(document.querySelector('[part="phone"]')).toBeNull();
  });

  it('shows no phone number on the plan list, where no plan is chosen', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    expect(header()).not.toBeNull();
    expect(document.querySelector('[part="phone"]')).toBeNull();
  });

  it('is hidden while authentication is pending', async () => {
    renderShell('/', { authenticate: never });
    await screen.findByRole('status');
    expect(header()).toBeNull();
  });

  it('is hidden in partner mode without a parent customer id, where the partner banners show', async () => {
    renderShell('/plans/VOIPPRIV/product/?use_partner_process=1&partner_code=PARTNER01&agent_code=AG-007', {
      authenticate: async () => ({ ...anonymous, isAuthenticated: true, isPartnerPortal: true, usePartnerProcess: true, partnerCode: 'PARTNER01', agentCode: 'AG-007' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    expect(header()).toBeNull();
    // the banners are a chunk of their own, fetched in partner mode only
    const banners = await screen.findByRole('list', { name: 'Partnerbestellung' });
    expect(within(banners).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Partner: PARTNER01', 'Vermittler: AG-007']);
  });

  it('shows in partner mode with a parent customer id, with the parent customer banner', async () => {
    renderShell('/plans/VOIPPRIV/product/', {
      authenticate: async () => ({
        ...anonymous,
        isAuthenticated: true,
        isPartnerPortal: true,
        isCustomerPortal: true,
        partnerCode: 'PARTNER01',
        parentCustomerId: '4711001',
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    expect(header()).not.toBeNull();
    expect(screen.getByText('Bestellung für Kunde 4711001')).toBeInTheDocument();
  });

  it('shows no partner banners outside partner mode', async () => {
    renderShell('/plans/VOIPPRIV/product/', { loadPlan: async () => voipPlan });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    expect(document.querySelector('[part="partner-banners"]')).toBeNull();
  });

  it('sticks to the top of the element by default, in history and memory routing alike, with no spacer', async () => {
    const { unmount } = renderShell('/', {}, { routing: 'history' });
    await screen.findByRole('heading', { level: 1 });
    expect(header()).toHaveAttribute('data-position', 'sticky');
    expect(header()).toHaveClass('sticky', 'top-0');
    expect(header()?.nextElementSibling).not.toHaveAttribute('aria-hidden');
    unmount();
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(header()).toHaveAttribute('data-position', 'sticky');
  });

  it('stays in the flow with header="static"', async () => {
    renderShell('/', {}, { header: 'static' });
    await screen.findByRole('heading', { level: 1 });
    expect(header()).toHaveAttribute('data-position', 'static');
    expect(header()).not.toHaveClass('sticky');
    expect(header()).not.toHaveClass('fixed');
  });

  it('is fixed to the viewport only with header="fixed", with a spacer that keeps the content below it', async () => {
    renderShell('/', {}, { header: 'fixed' });
    await screen.findByRole('heading', { level: 1 });
    expect(header()).toHaveAttribute('data-position', 'fixed');
    expect(header()).toHaveClass('fixed', 'top-0');
    expect(header()?.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    // as tall as the header, which it measures (it grows when the host restyles it or its parts wrap)
    expect((header()?.nextElementSibling as HTMLElement).style.height).toBe('var(--order-form-header-height, 4rem)');
  });

  it('falls back to sticky for an unknown header value', async () => {
    renderShell('/', {}, { header: 'floating' });
    await screen.findByRole('heading', { level: 1 });
    expect(header()).toHaveAttribute('data-position', 'sticky');
  });

  it('follows a changed header attribute on the running form, without restarting it', async () => {
    const { actor, runtime, rerender } = renderShell('/plans/VOIPPRIV/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    const route = actor.getSnapshot().context.route;
    rerender(<App runtime={runtime} header="fixed" />);
    expect(header()).toHaveAttribute('data-position', 'fixed');
    rerender(<App runtime={runtime} header="static" />);
    expect(header()).toHaveAttribute('data-position', 'static');
    rerender(<App runtime={runtime} />);
    expect(header()).toHaveAttribute('data-position', 'sticky');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.route).toEqual(route);
    expect(screen.getByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
  });

  it('routes home when the logo is clicked', async () => {
    const { actor } = renderShell('/plans/VOIPPRIV/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    screen.getByRole('link', { name: 'Nordlicht Telekom – Startseite' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.route).toEqual({ name: 'plans' });
  });
});
