import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Addon, Order, Plan, PhoneValidationFlags, emptyConnectionInfo, ConnectionInfo, emptyCustomerForm, CustomerForm } from '../../../../src/domain/index.ts';

describe('entity schemas (spec section 3)', () => {
  it('reads a plan with categories and add-ons, dropping fields the client does not know', () => {
    const plan = z.parse(Plan, {
      id: 1,
      code: 'EBCOM',
      category: 'VOIP',
      type: 'business',
      monthly_price: 9.99,
      setup_price: null,
      translation_key: 'plan.ebcom',
      translations: { name: { de: 'Cloud', en: 'Cloud' } },
      vatPercentage: 19,
      extra: 'ignored',
      categories: [
        {
          id: 10,
          name: 'Hardware',
          section: 'hardware',
          input_type: 'checkbox',
          addons: [
            {
              id: 100,
              name: 'Phone',
              category_id: 10,
              type: 'input',
              monthly_price: 2.5,
              attributes: { firstItemFree: true, quantities: [1, 2, 3] },
              plans_rules: [{ type: 'disables', addon_id: 100, applied_to_id: 101 }],
            },
          ],
        },
      ],
    });
    expect(plan).not.toHaveProperty('extra');
    expect(plan.categories[0]?.addons[0]?.attributes?.firstItemFree).toBe(true);
  });

  it('rejects an add-on of unknown type', () => {
    expect(z.safeParse(Addon, { id: 1, name: 'x', category_id: 1, type: 'other' }).success).toBe(false);
  });

  it('accepts the empty form states as valid form state', () => {
    expect(z.safeParse(ConnectionInfo, emptyConnectionInfo()).success).toBe(true);
    expect(z.safeParse(CustomerForm, emptyCustomerForm()).success).toBe(true);
  });

  it('takes invoicePdfAttachment only as 0', () => {
    const settings = { callDetailRecord: 'none', newsletterSetting: false, payByDirectDebit: true, isoLanguageCode: 'de' };
    expect(z.safeParse(Order, { accountSettings: { ...settings, invoicePdfAttachment: 0 } }).success).toBe(true);
    expect(z.safeParse(Order, { accountSettings: { ...settings, invoicePdfAttachment: 1 } }).success).toBe(false);
  });

  it('reads phone validation flags with missing flags', () => {
    expect(z.parse(PhoneValidationFlags, { isPhoneNumberValid: true })).toEqual({ isPhoneNumberValid: true });
  });
});
