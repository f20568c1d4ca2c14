import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../../demo/api/app.ts';
import { demoApiClient } from '../../demoApi.ts';
import { demoPlans, renderShell } from '../../support.tsx';

const slow = { timeout: 30_000 };
const yealink = { id: 3241, name: 'IP-Telefon Yealink T54W', quantity: 5 };

/** A demo API with VOIPBIZ's configuration saved by another visitor; its hash. */
async function savedElsewhere() {
  const client = demoApiClient(createDemoApp());
  const link = await client.createPlanLink({ plan_code: 'VOIPBIZ', email: 'jana@example.com', config: [yealink] });
  return { client, hash: link.hash };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('opening a saved configuration (spec sections 3, 7, 9)', () => {
  it.each([
    ['a plan link', (hash: string) => `?plan_link=${hash}`, ''],
    ["a quote's address", (hash: string) => `?quote=1&quote_hash=${hash.toUpperCase()}`, '?quote=1'],
  ])('restores the add-ons and quantities of %s; its parameter leaves the address', async (_, query, rest) => {
    const { client, hash } = await savedElsewhere();
    const { runtime } = renderShell(`/plans/VOIPBIZ/product/${query(hash)}`, demoPlans, { client });
    expect(await screen.findByRole('status', { name: 'IP-Telefon Yealink T54W' }, slow)).toHaveTextContent('5');
    await waitFor(() => expect(runtime.actor.getSnapshot().context.search).toBe(rest), slow);
    expect(screen.queryByText(/Die gespeicherte Konfiguration ist nicht mehr verfügbar/)).toBeNull();
  });

  it('says so when the server has another configuration for the plan now, and keeps the plan\'s own offer', async () => {
    const { client } = await savedElsewhere();
    const { runtime } = renderShell('/plans/VOIPBIZ/product/?quote=1&quote_hash=OTHER1', demoPlans, { client });
    expect(await screen.findByText(/Die gespeicherte Konfiguration ist nicht mehr verfügbar/, {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'IP-Telefon Yealink T54W' }, slow)).toHaveTextContent('0');
    expect(runtime.actor.getSnapshot().context.form.quoteHash).toBe('OTHER1');
  });

  it('says so when nothing is saved for the plan (404)', async () => {
    renderShell('/plans/VOIPBIZ/product/?plan_link=nothing', demoPlans);
    expect(await screen.findByText(/Die gespeicherte Konfiguration ist nicht mehr verfügbar/, {}, slow)).toBeInTheDocument();
  });
});
