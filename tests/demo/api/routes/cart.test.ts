import { describe, expect, it } from 'vitest';
import { CartResponse } from '../../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

const plan = { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' };

describe('cart (the order cart)', () => {
  it('lists the lines at full quantity, the free first mailbox and the voucher as discounts, and both totals', async () => {
    const visitor = await arrive();
    const addons = [
      { id: 3112, quantity: 1, name: 'EU', value: 4.99 },
      { id: 3115, quantity: 3, name: 'Sprachbox', value: 1.5 },
    ];
    const cart = CartResponse.parse(await (await visitor.post('/api/cart', { order: { addons, plan }, voucherCode: 'welcome10' })).json()).data;
    const [items, discounts] = cart.categories;
    expect(items!.items.map((item) => [item.label.de, item.monthly_cost])).toEqual([
      ['Festnetz Home', 9.99],
      ['Auslands-Flatrate EU', 4.99],
      ['Sprachbox', 4.5],
    ]);
    expect(discounts!.items.map((item) => [item.label.de, item.monthly_cost])).toEqual([
      ['1× Sprachbox inklusive', 1.5],
      ['Gutschein WELCOME10', 1.8],
    ]);
    // 9.99 + 4.99 + 2 charged mailboxes, less 10 % of that; before discount the free mailbox counts too
    expect(cart.totals.map((total) => total.monthly_cost)).toEqual([16.18, 19.48]);
  });

  it('finds the plan by id when the code is not one, and rejects an unknown plan', async () => {
    const visitor = await arrive();
    expect((await visitor.post('/api/cart', { order: { addons: [], plan: { ...plan, code: 'x' } } })).status).toBe(200);
    const unknown = await visitor.post('/api/cart', { order: { addons: [], plan: { ...plan, id: 1, code: 'x' } } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: ['order', 'plan'], message: 'Unknown plan' }] });
  });
});
