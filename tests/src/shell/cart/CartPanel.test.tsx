import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findPlan, planResponse } from '../../../../demo/api/fixtures/plans.ts';
import { emptyPartnerState } from '../../../../machines/order/context.ts';
import { emptyOrderForm } from '../../../../machines/order/form.ts';
import type { ApiClient } from '../../../../src/api/index.ts';
import { initialSelection, voucherFromCheck, type Plan } from '../../../../src/domain/index.ts';
import { httpError } from '../../../machines/support.ts';
import { demoPlanClasses, never, openCart, preloadCartChunks, renderShell } from '../support.tsx';

beforeAll(preloadCartChunks, 120_000);

const plan = (code: string): Plan => planResponse(findPlan(code)!);
const withPlans = (...extra: Plan[]) => ({
  loadPlan: async ({ code }: { code: string }) => {
    const found = extra.find((candidate) => candidate.code === code) ?? (findPlan(code) ? plan(code) : undefined);
    if (!found) throw httpError(404);
    return found;
  },
  loadPlanClasses: demoPlanClasses,
});

const cartButton = () => screen.findByRole('button', { name: /^Warenkorb: / }, { timeout: 30_000 });
const contents = () => document.querySelector('[data-part="cart-contents"]') as HTMLElement;

/** VOIPPRIV without its one-time activation fee: no one-time cost, so the sum computed here shows. */
const privateWithoutOnce: Plan = { ...plan('VOIPPRIV'), code: 'VOIPPRIV', categories: plan('VOIPPRIV').categories.map((c) => ({ ...c, addons: c.addons.filter((a) => a.id !== 3116) })) };

describe('the price cart (spec sections 2, 4)', () => {
  it('names the count and the monthly total in its button', async () => {
    renderShell('/plans/VOIPPRIV/product/', withPlans());
    await waitFor(async () => expect(await cartButton()).toHaveAccessibleName(/^Warenkorb: 2 Positionen, 9,99\s€ monatlich$/), { timeout: 30_000 });
  });

  it('opens as a dialog and closes by Escape, giving the focus back to its button', async () => {
    renderShell('/plans/VOIPPRIV/product/', withPlans());
    const button = await cartButton();
    const dialog = await openCart();
    expect(dialog).toHaveAccessibleName('Ihre Bestellung');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows the checked address with its action, which closes the cart and opens the address check', async () => {
    renderShell('/plans/VOIPPRIV/product/', withPlans());
    const dialog = await openCart();
    await userEvent.click(within(dialog).getByRole('button', { name: /Adresse ändern|Adresse prüfen/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ihre Bestellung' })).toBeNull());
    expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).not.toHaveAccessibleName('Ihre Bestellung');
  });

  it('shows the server totals with the discount lines and a minus, quantities in brackets', async () => {
    const { actor } = renderShell('/plans/VOIPPRIV/product/', withPlans());
    await cartButton();
    actor.send({ type: 'addon.quantityChanged', categoryId: 3101, addonId: 3115, quantity: 2 });
    const dialog = await openCart();
    await waitFor(() => expect(contents()).toHaveAttribute('data-state', 'synced'), { timeout: 30_000 });
    expect(within(dialog).getByRole('row', { name: /1× Sprachbox inklusive/ })).toHaveTextContent(/−1,50\s€/);
    expect(within(dialog).getByRole('row', { name: /Sprachbox \(2×\)/ })).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Gesamtsumme/ })).toHaveTextContent(/11,49\s€/);
  });

  it('shows the gross sum of a private plan with its VAT share when the server has no discount or one-time cost', async () => {
    renderShell('/plans/VOIPPRIV/product/', withPlans(privateWithoutOnce));
    const dialog = await openCart();
    await waitFor(() => expect(contents()).toHaveAttribute('data-totals', 'gross'), { timeout: 30_000 });
    expect(within(dialog).getByRole('row', { name: /Summe \(brutto\)/ })).toHaveTextContent(/9,99\s€/);
    expect(within(dialog).getByRole('row', { name: /darin enthalten 19 % MwSt\./ })).toHaveTextContent(/1,60\s€/);
  });

  it('shows the net sum of a business plan', async () => {
    renderShell('/plans/SIPB/product/', withPlans());
    const dialog = await openCart();
    await waitFor(() => expect(contents()).toHaveAttribute('data-totals', 'net'), { timeout: 30_000 });
    expect(within(dialog).getByRole('row', { name: /Summe \(netto\)/ })).toBeVisible();
  });

  it('keeps the sum computed here while its first post is under way, and says the server is asked', async () => {
    const client = { updateCart: () => never() } as unknown as ApiClient;
    renderShell('/plans/VOIPPRIV/product/', withPlans(), { client });
    const button = await cartButton();
    const dialog = await openCart();
    expect(contents()).toHaveAttribute('data-state', 'pending');
    expect(within(dialog).getByText('Summe wird aktualisiert …')).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Summe \(brutto\)/ })).toHaveTextContent(/9,99\s€/);
    // the button keeps its figure: nothing in the header moves while the server is asked
    expect(button).toHaveAccessibleName(/9,99\s€ monatlich, Summe wird aktualisiert …$/);
  });

  it("shows a pending state instead of the server's stale totals while a later post is under way", async () => {
    // the server's totals show (a one-time cost), then the next post gets no answer
    const serverCart = { totals: [{ label: { de: 'Gesamt' }, monthly_cost: 9.99, one_time_cost: 19.99 }], categories: [] };
    let posts = 0;
    const client = { updateCart: () => (posts++ === 0 ? Promise.resolve(serverCart) : never()) } as unknown as ApiClient;
    const { actor } = renderShell('/plans/VOIPPRIV/product/', withPlans(), { client });
    const dialog = await openCart();
    await waitFor(() => expect(contents()).toHaveAttribute('data-totals', 'server'), { timeout: 30_000 });
    expect(within(dialog).getByRole('row', { name: /Gesamt/ })).toHaveTextContent(/19,99\s€/);
    actor.send({ type: 'addon.quantityChanged', categoryId: 3101, addonId: 3115, quantity: 2 });
    await waitFor(() => expect(contents()).toHaveAttribute('data-totals', 'pending'), { timeout: 30_000 });
    expect(within(dialog).getByText('Summe wird aktualisiert …')).toBeVisible();
    expect(within(dialog).queryByRole('row', { name: /Gesamt|Summe/ })).toBeNull();
  });

  it('keeps the computed totals and says so when the server total could not be refreshed', async () => {
    const client = { updateCart: async () => Promise.reject(httpError(503, 'updateCart')) } as unknown as ApiClient;
    renderShell('/plans/VOIPPRIV/product/', withPlans(), { client });
    const dialog = await openCart();
    await waitFor(() => expect(contents()).toHaveAttribute('data-state', 'failed'), { timeout: 30_000 });
    expect(within(dialog).getByText(/konnte nicht vom Server aktualisiert werden/)).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Summe \(brutto\)/ })).toHaveTextContent(/9,99\s€/);
  });

  const withVoucher = (client?: ApiClient) => {
    const voucher = voucherFromCheck({ code: 'FIX5', isValid: true, discountType: 'fixed', discountValue: 5, appliedToPrice: 'monthly', message: null });
    return renderShell('/plans/VOIPPRIV/product/', withPlans(), {
      ...(client ? { client } : {}),
      restored: {
        form: { ...emptyOrderForm(), selectedCartAddons: initialSelection(plan('VOIPPRIV')), voucher },
        flow: { highestStep: 'product', cameFromPlanList: false, skippedSteps: [] },
        planCode: 'VOIPPRIV',
        partner: emptyPartnerState(),
      },
    });
  };

  it('notes a voucher that is not yet applied', async () => {
    // the server has not answered the cart with the voucher yet
    withVoucher({ updateCart: () => never() } as unknown as ApiClient);
    const dialog = await openCart();
    expect(await within(dialog).findByText('Ihr Gutschein wird im nächsten Schritt berücksichtigt.', {}, { timeout: 30_000 })).toBeVisible();
  });

  it("marks the voucher synced once the server's cart carries its discount: the note goes, the discount shows with a minus", async () => {
    const { actor } = withVoucher();
    const dialog = await openCart();
    await waitFor(() => expect(actor.getSnapshot().context.form.voucher?.synced).toBe(true), { timeout: 30_000 });
    expect(within(dialog).getByRole('row', { name: /Gutschein FIX5/ })).toHaveTextContent(/−5,00\s€/);
    expect(within(dialog).queryByText('Ihr Gutschein wird im nächsten Schritt berücksichtigt.')).toBeNull();
  });

  it('titles the cart for customization mode', async () => {
    renderShell('/plans/VOIPPRIV/product/', withPlans({ ...plan('VOIPPRIV'), isCustomizationMode: true }));
    expect(await openCart()).toHaveAccessibleName('Ihre Konfiguration');
  });

  it('is hidden for customizable plans, on confirm and without a plan', async () => {
    const flex = { ...plan('VOIPBIZ'), code: 'VOIPFLEX', isCustomizable: true };
    renderShell('/plans/VOIPFLEX/product/', withPlans(flex));
    await screen.findByRole('heading', { level: 1, name: 'Produkt' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /^Warenkorb: / })).toBeNull();
  });

  it('is not there on the plan list', async () => {
    renderShell('/', withPlans());
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /^Warenkorb: / })).toBeNull();
  });
});

describe('the cart beside the page (spec sections 2, 9)', () => {
  const jsdomMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
  });
  const wideScreen = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: matches && query.includes('1781px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  };
  const withAddress = (street: string) => ({
    restored: {
      form: {
        ...emptyOrderForm(),
        selectedCartAddons: initialSelection(plan('VOIPPRIV')),
        customer: { ...emptyOrderForm().customer, connectionAddress: { street, houseNumber: '123', postalCode: '10117', region: 'Berlin', country: 'DE', isApiValid: true } },
      },
      flow: { highestStep: 'product' as const, cameFromPlanList: false, skippedSteps: [] },
      planCode: 'VOIPPRIV',
      partner: emptyPartnerState(),
    },
  });

  it('opens by itself above 1780 px when a connection address exists, leaving the page usable', async () => {
    wideScreen(true);
    renderShell('/plans/VOIPPRIV/product/', withPlans(), withAddress('Friedrichstraße'));
    const beside = await screen.findByRole('complementary', { name: 'Ihre Bestellung' });
    expect(within(beside).getByRole('table')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the page beside it still takes input
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auslands-Flatrate EU' }));
    expect(screen.getByRole('checkbox', { name: 'Auslands-Flatrate EU' })).toBeChecked();
    await userEvent.click(within(beside).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('complementary', { name: 'Ihre Bestellung' })).toBeNull();
  });

  it('stays closed without a connection address', async () => {
    wideScreen(true);
    renderShell('/plans/VOIPPRIV/product/', withPlans(), withAddress(''));
    await cartButton();
    expect(screen.queryByRole('complementary', { name: 'Ihre Bestellung' })).toBeNull();
  });

  it('follows the wide-screen query with one listener while it is mounted, not one more per render', async () => {
    let added = 0;
    let removed = 0;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => (added += 1),
      removeEventListener: () => (removed += 1),
    })) as unknown as typeof window.matchMedia;
    renderShell('/plans/VOIPPRIV/product/', withPlans());
    await cartButton();
    const flatrate = await screen.findByRole('checkbox', { name: 'Auslands-Flatrate EU' }, { timeout: 30_000 });
    // renders of the cart: the selection changes, the dialog opens and closes
    for (let round = 0; round < 3; round += 1) {
      await userEvent.click(flatrate);
      await openCart();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(added - removed).toBe(1);
    // React's strict mode may subscribe twice on mount
    expect(added).toBeLessThanOrEqual(2);
  });
});
