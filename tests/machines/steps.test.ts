import { describe, expect, it } from 'vitest';
import {
  activationStepApplies,
  applicableSteps,
  laterStep,
  nextStep,
  previousStep,
  productStepApplies,
  skipsToCustomer,
  stepIndex,
  stepNames,
} from '../../machines/steps.ts';
import { samplePlan } from '../src/domain/fixtures.ts';

describe('steps that apply (spec section 2)', () => {
  it('shows the product step for TAL plans or plans with add-ons', () => {
    expect(productStepApplies(samplePlan())).toBe(true);
    expect(productStepApplies(samplePlan({ categories: [] }))).toBe(false);
    expect(productStepApplies(samplePlan({ categories: [], category: 'TAL' }))).toBe(true);
  });

  it('has the activation step only for TAL plans', () => {
    expect(activationStepApplies(samplePlan({ category: 'TAL' }))).toBe(true);
    expect(activationStepApplies(samplePlan())).toBe(false);
  });

  it('jumps to the customer step with skip_to unless the plan is a line-connection plan', () => {
    expect(skipsToCustomer(samplePlan(), true)).toBe(true);
    expect(skipsToCustomer(samplePlan({ category: 'TAL' }), true)).toBe(false);
    expect(skipsToCustomer(samplePlan(), false)).toBe(false);
  });

  it('gives a TAL plan every step, in the order product, activation, customer, account, confirm', () => {
    expect(applicableSteps(samplePlan({ category: 'TAL' }))).toEqual(['product', 'activation', 'customer', 'account', 'confirm']);
    expect(applicableSteps(samplePlan({ category: 'TAL' }))).toEqual([...stepNames]);
  });

  it('gives a VoIP plan with add-ons no activation step, and one without add-ons no product step either', () => {
    expect(applicableSteps(samplePlan())).toEqual(['product', 'customer', 'account', 'confirm']);
    expect(applicableSteps(samplePlan({ categories: [] }))).toEqual(['customer', 'account', 'confirm']);
  });
});

describe('moving between the steps of a plan (spec section 2)', () => {
  const voip = samplePlan();
  const tal = samplePlan({ category: 'TAL' });

  it('goes on to the next step the plan has, skipping the ones it has not', () => {
    expect(nextStep(voip, 'product')).toBe('customer');
    expect(nextStep(tal, 'product')).toBe('activation');
    expect(nextStep(tal, 'account')).toBe('confirm');
  });

  it('has no step after confirm', () => {
    expect(nextStep(tal, 'confirm')).toBeUndefined();
  });

  it('goes back to the previous step the plan has, and has none before the first', () => {
    expect(previousStep(voip, 'customer')).toBe('product');
    expect(previousStep(tal, 'customer')).toBe('activation');
    expect(previousStep(voip, 'product')).toBeUndefined();
    expect(previousStep(samplePlan({ categories: [] }), 'customer')).toBeUndefined();
  });

  it('counts the steps by the spec order, whatever the plan', () => {
    expect(stepNames.map(stepIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the highest step reached: the later of two steps, or the step when none was reached', () => {
    expect(laterStep(null, 'product')).toBe('product');
    expect(laterStep('account', 'customer')).toBe('account');
    expect(laterStep('customer', 'account')).toBe('account');
    expect(laterStep('confirm', 'confirm')).toBe('confirm');
  });
});
