import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../ui/axe.ts';
import { renderShell } from './support.tsx';

const card = (name: string) => screen.getByRole('article', { name });

describe('the plan list (spec section 2)', () => {
  it('shows each plan class by its own name, with its plans', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    const classes = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(classes).toEqual([
      'Internet & Telefon für Zuhause',
      'Internet für Unternehmen',
      'Telefonie für Zuhause',
      'Telefonie für Unternehmen',
      'Internationale Rufnummern',
    ]);
    const business = screen.getByRole('region', { name: 'Internet für Unternehmen' });
    expect(within(business).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toHaveLength(2);
  });

  it('shows the monthly and the setup price in euros, gross for private and net for business plans', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    const home = card('Glasfaser Home 100');
    expect(within(home).getByText('39,99 € mtl.')).toBeInTheDocument();
    expect(within(home).getByText('einmalige Bereitstellung 69,99 €')).toBeInTheDocument();
    expect(within(home).getByText('inkl. MwSt.')).toBeInTheDocument();
    const business = card('Cloud-Telefonanlage Business');
    expect(within(business).getByText('24,90 € mtl.')).toBeInTheDocument();
    expect(within(business).getByText('einmalige Bereitstellung 49,00 €')).toBeInTheDocument();
    expect(within(business).getByText('zzgl. MwSt.')).toBeInTheDocument();
    expect(within(card('Festnetz Home')).getByText('einmalige Bereitstellung kostenlos')).toBeInTheDocument();
  });

  it('shows the names and prices in the chosen language', async () => {
    renderShell('/', {}, { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Our plans' });
    expect(screen.getByRole('heading', { level: 2, name: 'Internet & phone for your home' })).toBeInTheDocument();
    expect(within(card('Fibre Home 100')).getByText('39,99 € per month')).toBeInTheDocument();
  });

  it('sends plan.chosen with the plan code and opens the plan', async () => {
    const user = userEvent.setup();
    const { actor, calls } = renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    const choose = within(card('Festnetz Home')).getByRole('link', { name: 'Jetzt bestellen' });
    expect(choose).toHaveAccessibleDescription('Festnetz Home');
    // a real link to the plan's page: it works without JavaScript, copied, or in a new tab
    expect(choose).toHaveAttribute('href', '/plans/VOIPPRIV');
    await user.click(choose);
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    expect(calls.loadPlan.at(-1)).toEqual({ code: 'VOIPPRIV', lang: 'de' });
    expect(actor.getSnapshot().context.flow.cameFromPlanList).toBe(true);
  });

  it('is operable by keyboard alone: Tab to a plan, Enter chooses it', async () => {
    const user = userEvent.setup();
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    const choose = within(card('Festnetz Home')).getByRole('link', { name: 'Jetzt bestellen' });
    while (document.activeElement !== choose) await user.tab();
    await user.keyboard('{Enter}');
    // the choose link is gone with the list: the focus moves to where the visitor arrived
    const heading = await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('marks the highlighted plan of a class', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    expect(within(card('Glasfaser Home 100')).getByText('Beliebt')).toBeInTheDocument();
    expect(within(card('Business Glasfaser 250')).getByText('Beliebt')).toBeInTheDocument();
    expect(within(card('SIP-Trunk Business')).queryByText('Beliebt')).toBeNull();
  });

  it('says so when there are no plans', async () => {
    renderShell('/', { loadPlanClasses: async () => [] });
    expect(await screen.findByText('Derzeit sind keine Tarife verfügbar.')).toBeInTheDocument();
  });

  it('is flagged as plan not found on /plans/error', async () => {
    renderShell('/plans/error?voucher=WELCOME10');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Tarif ist nicht verfügbar');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
