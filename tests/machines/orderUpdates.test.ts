import { describe, expect, it } from 'vitest';
import { initialContext, type OrderContext } from '../../machines/order/context.ts';
import { emptyFlow, emptyOrderForm, restartedFlow } from '../../machines/order/form.ts';
import { accessRefused } from '../../machines/order/updates/accessRefused.ts';
import { addressChecked } from '../../machines/order/updates/addressChecked.ts';
import { fieldChanged } from '../../machines/order/updates/fieldChanged.ts';
import { liveCheckStored } from '../../machines/order/updates/liveCheckStored.ts';
import { locationUpdate } from '../../machines/order/updates/locationUpdate.ts';
import { nextStepRoute } from '../../machines/order/updates/nextStepRoute.ts';
import { orderCompleted } from '../../machines/order/updates/orderCompleted.ts';
import { orderProcessReset } from '../../machines/order/updates/orderProcessReset.ts';
import { planChanged } from '../../machines/order/updates/planChanged.ts';
import { skippedToCustomer } from '../../machines/order/updates/skippedToCustomer.ts';
import { stepRoute } from '../../machines/order/updates/stepRoute.ts';
import * as stepRules from '../../machines/stepRules.ts';
import type { AuthResponse } from '../../src/api/index.ts';
import { anonymous, barePlan, inputAt, talPlan, voipPlan } from './support.ts';

/** The context of a visitor at this address before start-up, with the step rules loaded and the changes given. */
function contextAt(url: string, changes: Partial<OrderContext> = {}): OrderContext {
  return { ...initialContext(inputAt(url)), stepRules, ...changes };
}

const location = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

const partnerToken: AuthResponse = { ...anonymous, isAuthenticated: true, isPartnerPortal: true, usePartnerProcess: true, partnerCode: 'PARTNER01' };

describe('the flow of a new order, and one from its first step again', () => {
  it('has no step reached, none skipped and no plan chosen from the list', () => {
    expect(emptyFlow()).toEqual({ highestStep: null, cameFromPlanList: false, skippedSteps: [] });
  });

  it('restarts without forgetting that the plan came from the list', () => {
    expect(restartedFlow({ highestStep: 'account', cameFromPlanList: true, skippedSteps: ['product'] })).toEqual({
      highestStep: null,
      cameFromPlanList: true,
      skippedSteps: [],
    });
  });
});

describe('locationUpdate: each navigation reads the address (spec sections 2, 4)', () => {
  it('takes the route under the base path', () => {
    const context = { ...contextAt('/'), basePath: '/bestellen/' };
    expect(locationUpdate(context, location('/bestellen/plans/VOIPPRIV/customer/')).route).toEqual({ name: 'step', plan: 'VOIPPRIV', step: 'customer' });
  });

  it("stores the hash's auth_token, and keeps the stored one when the hash has none", () => {
    expect(locationUpdate(contextAt('/'), location('/#auth_token=abc')).authToken).toBe('abc');
    expect(locationUpdate(contextAt('/', { authToken: 'stored' }), location('/plans/')).authToken).toBe('stored');
  });

  it('switches to a valid lang and takes it out of the address, keeping the rest of the query', () => {
    const updated = locationUpdate(contextAt('/'), location('/plans/VOIPPRIV/?lang=fr&voucher=SPRING'));
    expect(updated.language).toBe('fr');
    expect(updated.search).toBe('?voucher=SPRING');
    expect(updated.voucherCode).toBe('SPRING');
  });

  it('keeps the language with an unknown lang', () => {
    expect(locationUpdate(contextAt('/'), location('/?lang=xx')).language).toBe('de');
  });

  it('rewrites the address in place, never as a new entry', () => {
    expect(locationUpdate(contextAt('/', { history: 'push' }), location('/plans/VOIPPRIV/')).history).toBe('replace');
  });

  it("opens the element's plan attribute when the address names no plan at start-up, and the plan list afterwards", () => {
    expect(locationUpdate(contextAt('/', { planAttribute: 'TALPRIV100' }), location('/')).route).toEqual({ name: 'plan', plan: 'TALPRIV100' });
    const booted = contextAt('/', { planAttribute: 'TALPRIV100', auth: anonymous });
    expect(locationUpdate(booted, location('/')).route).toEqual({ name: 'plans' });
  });

  it("keeps a quote's hash in the form, and a partner portal's code and agent (spec section 4, query-driven state)", () => {
    const updated = locationUpdate(contextAt('/'), location('/plans/VOIPPRIV/?quote_hash=q-1&use_partner_process=1&partner_code=P1&agent_code=A7'));
    expect(updated.form.quoteHash).toBe('q-1');
    expect(updated.partner).toMatchObject({ isPartnerPortal: true, partnerCode: 'P1', agentCode: 'A7' });
  });

  it('turns preselect on from the query and never off, and reads the order type', () => {
    expect(locationUpdate(contextAt('/'), location('/plans/VOIPPRIV/?preselect=1&type=relocation'))).toMatchObject({ preselect: true, orderType: 'relocation' });
    expect(locationUpdate(contextAt('/', { preselect: true }), location('/plans/VOIPPRIV/')).preselect).toBe(true);
  });
});

describe('planChanged: a loaded plan (spec sections 2, 4, 6)', () => {
  const chosen = [{ id: 1, quantity: 1 }];
  const midway = (changes: Partial<OrderContext> = {}) =>
    contextAt('/plans/VOIPPRIV/product/', {
      plan: voipPlan,
      preselect: true,
      form: { ...emptyOrderForm(), selectedCartAddons: chosen },
      flow: { highestStep: 'account', cameFromPlanList: true, skippedSteps: ['product'] },
      catalogueError: { kind: 'addon', id: 9 },
      selectionNotice: { type: 'removedByRules', addonIds: [3] },
      ...changes,
    });

  it('stores the plan and forgets a failed load of it', () => {
    const context = contextAt('/plans/VOIPPRIV/', { planFailure: { message: 'x', status: 500, plan: 'VOIPPRIV' }, apiError: { message: 'x' } });
    expect(planChanged(context, voipPlan)).toMatchObject({ plan: voipPlan, planFailure: null, apiError: null });
  });

  it("the first plan of an empty cart has its preselected add-ons chosen when its flow starts", () => {
    expect(planChanged(contextAt('/plans/VOIPPRIV/'), voipPlan)).toMatchObject({ selectionPending: true, form: { selectedCartAddons: [] } });
  });

  it('the first plan of a restored cart keeps it', () => {
    const restored = contextAt('/plans/VOIPPRIV/', { form: { ...emptyOrderForm(), selectedCartAddons: chosen } });
    expect(planChanged(restored, voipPlan)).toMatchObject({ selectionPending: false, form: { selectedCartAddons: chosen } });
  });

  it('the same plan again, whatever its case, keeps the cart, the preselection, the steps and the notices', () => {
    const update = planChanged(midway(), { ...voipPlan, code: 'voippriv' });
    expect(update).toMatchObject({ selectionPending: false, preselect: true, form: { selectedCartAddons: chosen } });
    expect(update.flow).toEqual({ highestStep: 'account', cameFromPlanList: true, skippedSteps: ['product'] });
    expect(update.catalogueError).toEqual({ kind: 'addon', id: 9 });
    expect(update.selectionNotice).toEqual({ type: 'removedByRules', addonIds: [3] });
  });

  it('another plan clears the cart and the preselection, restarts the steps and forgets the notices', () => {
    const update = planChanged(midway(), talPlan);
    expect(update).toMatchObject({ selectionPending: true, preselect: false, form: { selectedCartAddons: [] } });
    expect(update.flow).toEqual({ highestStep: null, cameFromPlanList: true, skippedSteps: [] });
    expect(update.catalogueError).toBeNull();
    expect(update.selectionNotice).toBeNull();
  });

  it("keeps a forced plan's notice when the forced plan is the one that loaded, to tell why the order moved", () => {
    const notice = { type: 'planForced' as const, addonName: { default: 'Business' }, fromPlan: 'VOIPPRIV', toPlan: 'TALPRIV100' };
    expect(planChanged(midway({ selectionNotice: notice }), talPlan).selectionNotice).toEqual(notice);
    expect(planChanged(midway({ selectionNotice: notice }), barePlan).selectionNotice).toBeNull();
  });

  it("makes a portal partner with the partner process trusted, except on Austria's plans (spec section 6)", () => {
    expect(planChanged(contextAt('/plans/VOIPPRIV/', { auth: partnerToken }), voipPlan).partner?.isTrustedPartner).toBe(true);
    expect(planChanged(contextAt('/plans/EBAT/', { auth: partnerToken }), { ...voipPlan, code: 'EBAT' }).partner?.isTrustedPartner).toBe(false);
    expect(planChanged(contextAt('/plans/VOIPPRIV/', { auth: { ...partnerToken, usePartnerProcess: false } }), voipPlan).partner?.isTrustedPartner).toBe(false);
  });
});

describe('orderProcessReset: a save answered with ERR_BAD_REQUEST (spec section 8)', () => {
  const entered = () => {
    const form = emptyOrderForm();
    return contextAt('/plans/VOIPPRIV/customer/', {
      plan: voipPlan,
      form: {
        ...form,
        connection: { ...form.connection, oldConnection: true, previousEKPID: 'D001' },
        customer: { ...form.customer, firstName: 'Erika' },
        selectedCartAddons: [{ id: 999, quantity: 3 }],
      },
      flow: { highestStep: 'account', cameFromPlanList: true, skippedSteps: ['product'] },
      apiError: { message: 'Bad Request', status: 400 },
    });
  };

  it("empties the connection, restores the plan's preselected add-ons and restarts the steps", () => {
    const update = orderProcessReset(entered());
    expect(stepRules.initialSelection(voipPlan)).not.toEqual([]);
    expect(update.form?.selectedCartAddons).toEqual(stepRules.initialSelection(voipPlan));
    expect(update.form?.connection).toEqual(emptyOrderForm().connection);
    expect(update.flow).toEqual({ highestStep: null, cameFromPlanList: true, skippedSteps: [] });
  });

  it("keeps the customer's data", () => {
    expect(orderProcessReset(entered()).form?.customer.firstName).toBe('Erika');
  });

  it('clears the api error (the machine stores the failure again right after, for the product step to tell)', () => {
    expect(orderProcessReset(entered()).apiError).toBeNull();
  });

  it('empties the cart when no plan is known', () => {
    expect(orderProcessReset({ ...entered(), plan: null }).form?.selectedCartAddons).toEqual([]);
  });
});

describe('orderCompleted: after a successful submit (spec sections 2, 4, 7)', () => {
  const submitting = () => {
    const form = emptyOrderForm();
    return contextAt('/plans/VOIPPRIV/confirm/?voucher=SPRING', {
      plan: voipPlan,
      form: { ...form, customer: { ...form.customer, firstName: 'Erika' }, orderKey: { idempotencyKey: 'key-1', sections: { customer: 'c-1' }, fate: 'unknown' } },
      flow: { highestStep: 'confirm', cameFromPlanList: true, skippedSteps: [] },
      validated: ['customer.email'],
      liveChecks: { connection: {}, customer: { email: { value: 'a@b.de', valid: true, flags: null } } },
    });
  };

  it('clears the order data: form, steps, validated fields and live checks', () => {
    const update = orderCompleted(submitting(), { transactionId: 'T-1', verification: null, changedSteps: [] });
    expect(update.form).toEqual(emptyOrderForm());
    expect(update.flow).toEqual(emptyFlow());
    expect(update.validated).toEqual([]);
    expect(update.liveChecks).toEqual({ connection: {}, customer: {} });
  });

  it("shows the plan's thanks page, replacing the address without its query, with the answer kept for it", () => {
    const update = orderCompleted(submitting(), { transactionId: 'T-1', verification: null, changedSteps: [] });
    expect(update).toMatchObject({ route: { name: 'thanks', plan: 'VOIPPRIV' }, search: '', history: 'replace' });
    expect(update.submitted).toEqual({ transactionId: 'T-1', verification: null, changedSteps: [] });
  });

  it('shows the nect page when the order asks for an identity verification', () => {
    const verification = { type: 'nect', url: 'https://nect.example/x' };
    expect(orderCompleted(submitting(), { transactionId: 'T-2', verification, changedSteps: [] }).route).toEqual({ name: 'nect' });
  });
});

describe('addressChecked: the checked address is the connection address (spec section 4)', () => {
  const address = { street: 'Hauptstraße', houseNumber: '5a', zipCode: '10115', city: 'Berlin', country: 'DE' };

  it('stores it verified, with the check names mapped to the form names', () => {
    expect(addressChecked(contextAt('/'), { address, bandwidth: 250 }).form?.customer.connectionAddress).toEqual({
      street: 'Hauptstraße',
      houseNumber: '5a',
      postalCode: '10115',
      region: 'Berlin',
      country: 'DE',
      isApiValid: true,
    });
  });

  it("keeps the address's bandwidth for the order, and the rest of the customer's data", () => {
    const form = emptyOrderForm();
    const context = contextAt('/', { form: { ...form, customer: { ...form.customer, lastName: 'Muster' } } });
    const update = addressChecked(context, { address, bandwidth: null });
    expect(update.form?.bandwidth).toBeNull();
    expect(update.form?.customer.lastName).toBe('Muster');
  });
});

describe('accessRefused: a refused visitor (spec sections 6, 8)', () => {
  const refused = (partner: Partial<OrderContext['partner']>) => {
    const context = contextAt('/plans/VOIPPRIV/', { authToken: 'token', auth: anonymous });
    const form = emptyOrderForm();
    return {
      ...context,
      partner: { ...context.partner, partnerCode: 'P1', ...partner },
      form: { ...form, customer: { ...form.customer, firstName: 'Erika' } },
      flow: { highestStep: 'customer' as const, cameFromPlanList: true, skippedSteps: [] },
    };
  };

  it('is told the token is invalid and sent to the partner portal', () => {
    expect(accessRefused(refused({}))).toMatchObject({ alert: 'error.token.invalid', redirectTo: 'partnerPortal' });
  });

  it('is sent to the customer portal as a parent customer outside the partner portal', () => {
    expect(accessRefused(refused({ parentCustomerId: '4711' })).redirectTo).toBe('customerPortal');
    expect(accessRefused(refused({ parentCustomerId: '4711', isPartnerPortal: true })).redirectTo).toBe('partnerPortal');
  });

  it('resets the state: token, session, the refused partner, the form and the steps', () => {
    const update = accessRefused(refused({}));
    expect(update).toMatchObject({ authToken: null, auth: null });
    expect(update.partner).toEqual(initialContext(inputAt('/')).partner);
    expect(update.form).toEqual(emptyOrderForm());
    expect(update.flow).toEqual(emptyFlow());
  });
});

describe('stepRoute, nextStepRoute, skippedToCustomer: moving between steps (spec section 2)', () => {
  it("routes to a step of the route's plan, pushed for the user's move and replacing for a redirect", () => {
    const context = contextAt('/plans/talpriv100/product/', { plan: talPlan });
    expect(stepRoute(context, 'customer')).toEqual({ route: { name: 'step', plan: 'talpriv100', step: 'customer' }, history: 'push' });
    expect(stepRoute(context, 'product', 'replace').history).toBe('replace');
  });

  it("routes to a step of the loaded plan when the route names none", () => {
    expect(stepRoute(contextAt('/', { plan: talPlan }), 'product').route).toEqual({ name: 'step', plan: 'TALPRIV100', step: 'product' });
  });

  it('goes on to the next step the plan has, and the highest step reached grows', () => {
    const context = contextAt('/plans/VOIPPRIV/product/', { plan: voipPlan, flow: { ...emptyFlow(), highestStep: 'product' } });
    const update = nextStepRoute(context);
    expect(update.route).toEqual({ name: 'step', plan: 'VOIPPRIV', step: 'customer' });
    expect(update.flow?.highestStep).toBe('customer');
  });

  it('does not lower the highest step reached when going on from an earlier step', () => {
    const context = contextAt('/plans/VOIPPRIV/product/', { plan: voipPlan, flow: { ...emptyFlow(), highestStep: 'account' } });
    expect(nextStepRoute(context).flow?.highestStep).toBe('account');
  });

  it("goes back to confirm after a change link when confirm may still be visited, else on to the next step", () => {
    const skipped = { highestStep: 'confirm' as const, cameFromPlanList: false, skippedSteps: ['product' as const, 'customer' as const, 'account' as const], returnToConfirm: true };
    const back = nextStepRoute(contextAt('/plans/VOIPPRIV/product/', { plan: voipPlan, flow: skipped }));
    expect(back.route).toEqual({ name: 'step', plan: 'VOIPPRIV', step: 'confirm' });
    expect(back.flow?.returnToConfirm).toBe(false);
    const incomplete = nextStepRoute(contextAt('/plans/VOIPPRIV/product/', { plan: voipPlan, flow: { ...skipped, skippedSteps: ['product'] } }));
    expect(incomplete.route).toEqual({ name: 'step', plan: 'VOIPPRIV', step: 'customer' });
    expect(incomplete.flow?.returnToConfirm).toBe(false);
  });

  it('with skip_to, opens the customer step with the steps before it that the plan has counted as reached', () => {
    const tal = skippedToCustomer(contextAt('/plans/TALPRIV100/', { plan: talPlan }));
    expect(tal).toMatchObject({ route: { name: 'step', plan: 'TALPRIV100', step: 'customer' }, history: 'replace' });
    expect(tal.flow).toMatchObject({ highestStep: 'customer', skippedSteps: ['product', 'activation'] });
    expect(skippedToCustomer(contextAt('/plans/VOIPBARE/', { plan: barePlan })).flow?.skippedSteps).toEqual([]);
  });

  it('with skip_to, keeps a highest step reached beyond the customer step', () => {
    const context = contextAt('/plans/VOIPPRIV/', { plan: voipPlan, flow: { ...emptyFlow(), highestStep: 'confirm' } });
    expect(skippedToCustomer(context).flow?.highestStep).toBe('confirm');
  });
});

describe('fieldChanged and liveCheckStored: the form data (spec sections 4, 5, 7)', () => {
  it('sets one field of a section by its path, leaving the others', () => {
    const update = fieldChanged(contextAt('/'), { section: 'customer', path: 'billingStreet', value: 'Ring 1' });
    expect(update.form?.customer.billingStreet).toBe('Ring 1');
    expect(update.form?.connection).toEqual(emptyOrderForm().connection);
  });

  it('sets a nested field', () => {
    expect(fieldChanged(contextAt('/'), { section: 'connection', path: 'previousTenant.lastName', value: 'Alt' }).form?.connection.previousTenant.lastName).toBe('Alt');
  });

  it('a different old/new connection answer clears porting and the previous provider', () => {
    const form = emptyOrderForm();
    const context = contextAt('/', { form: { ...form, connection: { ...form.connection, oldConnection: true, previousEKPID: 'D001', isPorting: true } } });
    expect(fieldChanged(context, { section: 'connection', path: 'oldConnection', value: false }).form?.connection).toMatchObject({
      oldConnection: false,
      previousEKPID: null,
      isPorting: false,
    });
  });

  it("keeps a field's live check by section and field, beside the others", () => {
    const context = contextAt('/', { liveChecks: { connection: {}, customer: { email: { value: 'a@b.de', valid: true, flags: null } } } });
    const update = liveCheckStored(context, { section: 'customer', field: 'phoneNumber', value: '0301234', valid: false, flags: null });
    expect(update.liveChecks).toEqual({
      connection: {},
      customer: { email: { value: 'a@b.de', valid: true, flags: null }, phoneNumber: { value: '0301234', valid: false, flags: null } },
    });
  });
});
