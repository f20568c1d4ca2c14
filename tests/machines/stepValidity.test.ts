import { describe, expect, it } from 'vitest';
import { initialContext, type OrderContext } from '../../machines/order/context.ts';
import { canVisitStep, isStepComplete, lastValidStep } from '../../machines/stepValidity.ts';
import { barePlan, inputAt, talPlan } from './support.ts';

function contextWith(change: (context: OrderContext) => Partial<OrderContext>): OrderContext {
  const context = initialContext(inputAt('/plans/TALPRIV100/'));
  return { ...context, ...change(context) };
}

const withPassword = (password: string, repeatPassword: string) =>
  contextWith((context) => ({ form: { ...context.form, customer: { ...context.form.customer, password, repeatPassword } } }));

const asPartner = (referenceNumber: string | null) =>
  contextWith((context) => ({ partner: { ...context.partner, isPartnerPortal: true }, form: { ...context.form, referenceNumber } }));

describe('the account step (spec sections 2, 4, 6)', () => {
  it.each([
    ['', '', false],
    ['geheim2026', '', false],
    ['geheim2026', 'geheim2027', false],
    ['kurz', 'kurz', false],
    ['geheim2026', 'geheim2026', true],
  ])("is complete for a customer with password %j and repeat %j: %s", (password, repeatPassword, complete) => {
    expect(isStepComplete('account', withPassword(password, repeatPassword))).toBe(complete);
  });

  it("is complete for a partner's order with an available reference number, without a password", () => {
    expect(isStepComplete('account', asPartner('REF-2026-0002'))).toBe(true);
  });

  it("is not complete for a partner's order without a reference number, nor with a blank one", () => {
    expect(isStepComplete('account', asPartner(null))).toBe(false);
    expect(isStepComplete('account', asPartner('  '))).toBe(false);
  });

  it("is not complete for a partner's order with a password but no reference number", () => {
    const context = asPartner(null);
    const withBoth = { ...context, form: { ...context.form, customer: { ...context.form.customer, password: 'geheim2026', repeatPassword: 'geheim2026' } } };
    expect(isStepComplete('account', withBoth)).toBe(false);
  });
});

describe('which steps may be visited (spec section 2)', () => {
  it('is always the confirm step once reached: its acceptances are checked by the submission', () => {
    expect(isStepComplete('confirm', contextWith(() => ({})))).toBe(true);
  });

  it('lets the first step of the plan be visited before any step was reached', () => {
    expect(canVisitStep(talPlan, 'product', contextWith(() => ({})))).toBe(true);
    expect(canVisitStep(barePlan, 'customer', contextWith(() => ({})))).toBe(true);
  });

  it('does not let a step the plan lacks be visited', () => {
    expect(canVisitStep(barePlan, 'product', contextWith(() => ({})))).toBe(false);
    expect(canVisitStep(barePlan, 'activation', contextWith(() => ({})))).toBe(false);
  });

  it('stops at the first incomplete step: the last valid step of an empty TAL order is product', () => {
    expect(lastValidStep(talPlan, contextWith(() => ({})))).toBe('product');
  });

  it('counts the steps skip_to jumped over as valid, up to the highest step reached', () => {
    const skipped = contextWith((context) => ({ flow: { ...context.flow, highestStep: 'customer', skippedSteps: ['product', 'activation'] } }));
    expect(lastValidStep(talPlan, skipped)).toBe('customer');
    expect(canVisitStep(talPlan, 'activation', skipped)).toBe(true);
    expect(canVisitStep(talPlan, 'customer', skipped)).toBe(true);
    expect(canVisitStep(talPlan, 'account', skipped)).toBe(false);
  });

  it('does not let a step beyond the highest step reached be visited, even when the steps before it are valid', () => {
    const skipped = contextWith((context) => ({ flow: { ...context.flow, highestStep: 'product', skippedSteps: ['product', 'activation'] } }));
    expect(canVisitStep(talPlan, 'activation', skipped)).toBe(false);
  });
});
