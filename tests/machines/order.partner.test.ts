import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { authTokens } from '../../demo/api/fixtures/catalogue.ts';
import * as stepRules from '../../machines/stepRules.ts';
import type { AuthResponse } from '../../src/api/index.ts';
import type { Plan } from '../../src/domain/index.ts';
import { anonymous, startOrder, voipPlan, type FakeApi } from './support.ts';

const settled = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (state) => !state.matches('booting') && !state.hasTag('pending'));

const austriaPlan: Plan = { ...voipPlan, code: 'EBAT' };
const plans: Record<string, Plan> = { VOIPPRIV: voipPlan, EBAT: austriaPlan };
const loadPlan: FakeApi['loadPlan'] = async ({ code }) => plans[code.toUpperCase()]!;
const as = (auth: AuthResponse): FakeApi => ({ authenticate: async () => auth, loadPlan });

/** A customer the verification method applies to: the trusted partner picked "other" with a comment. */
const customer = {
  firstName: 'Jonas',
  lastName: 'Weber',
  password: 'nie-gesendet-2026',
  repeatPassword: 'nie-gesendet-2026',
  newsletter: false,
  verificationMethod: { type: 'other', comment: 'Führerschein geprüft' },
};

/** A started order at the account step's data: the customer above, and the reference number its field reported. */
async function orderOf(url: string, api: FakeApi) {
  const { actor } = startOrder(url, api);
  await settled(actor);
  for (const [path, value] of Object.entries(customer)) actor.send({ type: 'field.changed', section: 'customer', path, value });
  actor.send({ type: 'referenceNumber.checked', referenceNumber: 'REF-2026-0002' });
  const { context } = actor.getSnapshot();
  return { actor, order: stepRules.currentOrder(context.plan!, context) };
}

describe('partner roles in the order (spec sections 5, 6)', () => {
  it("a trusted partner's voice order: verification method, reference number instead of the password, newsletter on, partner code", async () => {
    const { actor, order } = await orderOf('/plans/VOIPPRIV/customer/#auth_token=demo-partner', as(authTokens['demo-partner']!));
    expect(actor.getSnapshot().context.partner).toMatchObject({ isPartnerPortal: true, isTrustedPartner: true, partnerCode: 'PARTNER01', agentCode: 'AG-007' });
    expect(order.customer?.verificationMethod).toEqual({ type: 'other', comment: 'Führerschein geprüft' });
    expect(order.referenceNumber).toBe('REF-2026-0002');
    expect(order).not.toHaveProperty('password');
    expect(order.accountSettings?.newsletterSetting).toBe(true);
    expect(order.partnerCode).toBe('PARTNER01');
    expect(order.serviceCountry).toBe('DE');
  });

  it('an untrusted partner is asked no verification method, and still sends the reference number, not the password', async () => {
    const { actor, order } = await orderOf('/plans/VOIPPRIV/#auth_token=demo-partner-untrusted', as(authTokens['demo-partner-untrusted']!));
    expect(actor.getSnapshot().context.partner.isTrustedPartner).toBe(false);
    expect(order.customer).not.toHaveProperty('verificationMethod');
    expect(order.referenceNumber).toBe('REF-2026-0002');
    expect(order).not.toHaveProperty('password');
    expect(order.accountSettings?.newsletterSetting).toBe(true);
  });

  it('a trusted partner is never trusted for an Austria plan, and is again for the next plan', async () => {
    const { actor } = startOrder('/plans/EBAT/', as(authTokens['demo-partner']!));
    await settled(actor);
    expect(actor.getSnapshot().context.partner.isTrustedPartner).toBe(false);
    actor.send({ type: 'plan.chosen', plan: 'VOIPPRIV' });
    await settled(actor);
    expect(actor.getSnapshot().context.plan?.code).toBe('VOIPPRIV');
    expect(actor.getSnapshot().context.partner.isTrustedPartner).toBe(true);
  });

  it("keeps the token's trust when the address with the partner query is visited again (back and forward)", async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/?use_partner_process=1&partner_code=PARTNER01#auth_token=demo-partner', as(authTokens['demo-partner']!));
    await settled(actor);
    expect(actor.getSnapshot().context.partner.isTrustedPartner).toBe(true);
    actor.send({ type: 'location.changed', pathname: '/plans/VOIPPRIV/', search: '?use_partner_process=1&partner_code=PARTNER01', hash: '' });
    await settled(actor);
    expect(actor.getSnapshot().context.partner.isTrustedPartner).toBe(true);
  });

  it("a partner of the Austrian system makes a domestic plan international, its service country the partner's", async () => {
    const { order } = await orderOf('/plans/VOIPPRIV/#auth_token=demo-partner-at', as(authTokens['demo-partner-at']!));
    expect(order.serviceCountry).toBe('AT');
    expect(order.partnerCode).toBe('PARTNERAT');
  });

  it('a parent customer forces the order non-international, even on an international plan or with an Austrian partner', async () => {
    const portal = await orderOf('/plans/EBAT/#auth_token=demo-customer-portal', as(authTokens['demo-customer-portal']!));
    expect(portal.actor.getSnapshot().matches({ ready: { page: { plan: 'flow' } } })).toBe(true);
    expect(portal.order.serviceCountry).toBe('DE');
    // not a partner order: the password goes, the reference number does not, the newsletter as chosen
    expect(portal.order.password).toBe('nie-gesendet-2026');
    expect(portal.order).not.toHaveProperty('referenceNumber');
    expect(portal.order.accountSettings?.newsletterSetting).toBe(false);

    const partnerForParent = await orderOf('/plans/VOIPPRIV/#auth_token=x', as({ ...authTokens['demo-partner-customer']!, systemCountry: 'AT' }));
    expect(partnerForParent.order.serviceCountry).toBe('DE');
    expect(partnerForParent.order.partnerCode).toBe('PARTNER01');
  });

  it("a partner's account step is complete with an available reference number only", async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/#auth_token=demo-partner', as(authTokens['demo-partner']!));
    await settled(actor);
    const complete = () => stepRules.isStepComplete('account', actor.getSnapshot().context);
    expect(complete()).toBe(false);
    actor.send({ type: 'referenceNumber.checked', referenceNumber: 'REF-2026-0002' });
    expect(complete()).toBe(true);
    expect(stepRules.sectionBody('account', stepRules.currentOrder(voipPlan, actor.getSnapshot().context))).toEqual({ referenceNumber: 'REF-2026-0002' });
    // taken or lookup failed: the field tells the root there is none
    actor.send({ type: 'referenceNumber.checked', referenceNumber: null });
    expect(complete()).toBe(false);
  });

  it('an anonymous customer still needs the password and its repeat', async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/', { loadPlan, authenticate: async () => anonymous });
    await settled(actor);
    actor.send({ type: 'referenceNumber.checked', referenceNumber: 'REF-1' });
    expect(stepRules.isStepComplete('account', actor.getSnapshot().context)).toBe(false);
  });
});

describe('refused access (spec sections 6, 8)', () => {
  it('resets the state: token, form and the partner who was refused, then redirects to the partner portal', async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/?use_partner_process=1&partner_code=PARTNER01#auth_token=demo-partner-noflag', as(authTokens['demo-partner-noflag']!));
    const redirects: unknown[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    await waitFor(actor, (s) => s.matches('accessDenied'));
    const { context } = actor.getSnapshot();
    expect(context.alert).toBe('error.token.invalid');
    expect(context.authToken).toBeNull();
    expect(context.partner).toMatchObject({ isPartnerPortal: false, partnerCode: null, agentCode: null, parentCustomerId: null });
    expect(context.redirectTo).toBe('partnerPortal');
    expect(redirects).toEqual([{ type: 'redirect', target: 'partnerPortal' }]);
  });
});

describe('order types (spec sections 1, 2, 4, 7, 9)', () => {
  it.each([
    ['relocation', { type: 'relocation', partner_code: 'PARTNER01' }, 'externalThanks', 'PARTNER01'],
    ['ekp', { type: 'ekp', partner_code: 'PARTNER01' }, 'externalThanks', 'PARTNER01'],
    ['subscription-management', { type: 'subscription-management', product_code: 'VOIPPRIV' }, 'subscriptionManagement', null],
    [null, {}, 'thanks', null],
  ] as const)('type %s: its plan-class query, partner code, and where it ends', async (type, query, target, partnerCode) => {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    const { actor, calls } = startOrder(`/${search ? `?${search}` : ''}`);
    await settled(actor);
    expect(calls.loadPlanClasses).toEqual([{ query }]);
    const { context } = actor.getSnapshot();
    expect(context.orderType).toBe(type);
    expect(context.partner.partnerCode).toBe(partnerCode);
    expect(stepRules.thankYouTargetOf(context.orderType)).toBe(target);
  });

  it("a partner's relocation order ends on the external thank-you page like anyone's", async () => {
    const { actor } = startOrder('/?type=relocation#auth_token=demo-partner', as(authTokens['demo-partner']!));
    await settled(actor);
    expect(stepRules.thankYouTargetOf(actor.getSnapshot().context.orderType)).toBe('externalThanks');
  });
});
