import type { SubmitOrderBody } from '../src/api/index.ts';
import { stepNames, type StepName } from './steps.ts';

/**
 * Which step a visitor changes each top-level block of the order body on: the success page of an order that had
 * arrived before the visitor's last changes names the steps whose changes it does not hold (issue 48).
 */
const stepOfSection: Record<keyof SubmitOrderBody, StepName> = {
  order: 'product',
  orderAddress: 'product',
  bandwidth: 'product',
  serviceCountry: 'product',
  quoteHash: 'product',
  partnerCode: 'product',
  taeLocation: 'activation',
  phoneNumberOnActivationDay: 'activation',
  portingEntry: 'activation',
  previousTenant: 'activation',
  landlord: 'activation',
  technicianTimeSlot: 'activation',
  prematureProvisioningStart: 'activation',
  customer: 'customer',
  contact: 'customer',
  bankAccount: 'customer',
  invoice: 'customer',
  voucherCode: 'customer',
  password: 'account',
  referenceNumber: 'account',
  customerReference: 'account',
  accountSettings: 'confirm',
};

/** The steps of the changed blocks, in the steps' order, each once (a block the table does not know: confirm). */
export function stepsOfSections(sections: readonly string[]): StepName[] {
  const steps = new Set(sections.map((section) => stepOfSection[section as keyof SubmitOrderBody] ?? 'confirm'));
  return stepNames.filter((step) => steps.has(step));
}
