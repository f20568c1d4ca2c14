import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { orderMachine, type OrderEmitted } from '../../machines/order.machine.ts';
import { addressOf as addressOfRoute } from '../../machines/routes.ts';
import { anonymous, fakeActors, httpError, inputAt, startOrder, talPlan } from './support.ts';

const settled = (actor: ReturnType<typeof startOrder>['actor']) =>
  waitFor(actor, (state) => !state.matches('booting') && !state.hasTag('pending'));

function addressOf(actor: ReturnType<typeof startOrder>['actor']): string {
  const { route, basePath, search } = actor.getSnapshot().context;
  return addressOfRoute(route, search, basePath);
}

describe('booting', () => {
  it('stores a hash auth_token, removes it from the address and authenticates with it', async () => {
    const { actor, calls } = startOrder('/plans/TALPRIV100/product/#auth_token=abc123');
    await settled(actor);
    expect(calls.authenticate).toEqual([{ token: 'abc123' }]);
    expect(actor.getSnapshot().context.authToken).toBe('abc123');
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
    expect(actor.getSnapshot().context.history).toBe('replace');
  });

  it('authenticates from the session when no token is stored', async () => {
    const { actor, calls } = startOrder('/');
    await settled(actor);
    expect(calls.authenticate).toEqual([{ token: null }]);
  });

  it('authenticates with a token stored by an earlier visit', async () => {
    const { actor, calls } = startOrder('/', {}, { storedToken: 'stored-token' });
    await settled(actor);
    expect(calls.authenticate).toEqual([{ token: 'stored-token' }]);
  });

  it('loads plan classes, the order4 translations and the plan in parallel after authentication', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor } = startOrder('/plans/TALPRIV100/', {
      loadPlanClasses: async () => (started.push('planClasses'), await gate, []),
      loadTranslations: async () => (started.push('translations'), await gate, { de: {}, en: {}, nl: {}, fr: {} }),
      loadPlan: async () => (started.push('plan'), await gate, talPlan),
    });
    await waitFor(actor, () => started.length === 3);
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(new Set(started)).toEqual(new Set(['planClasses', 'translations', 'plan']));
    release();
    await waitFor(actor, (state) => state.matches('ready'));
  });

  it('does not load a plan on the plan list', async () => {
    const { actor, calls } = startOrder('/');
    await settled(actor);
    expect(calls.loadPlan).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
  });

  it('goes to bootFailed when the translations fail, announces it, and boots again on retry', async () => {
    let fail = true;
    const { actor, calls } = startOrder('/', {
      loadTranslations: async () => {
        if (fail) throw Object.assign(new Error('down'), { call: 'loadTranslations', status: 503 });
        return { de: {}, en: {}, nl: {}, fr: {} };
      },
    });
    const announced: OrderEmitted[] = [];
    actor.on('boot.failed', (event) => announced.push(event));
    await waitFor(actor, (state) => state.matches('bootFailed'));
    expect(announced).toEqual([{ type: 'boot.failed', call: 'loadTranslations', status: 503 }]);
    fail = false;
    actor.send({ type: 'boot.retried' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(calls.loadTranslations).toBe(2);
  });

  it('goes to bootFailed when the plan classes fail', async () => {
    const { actor } = startOrder('/', {
      loadPlanClasses: async () => {
        throw Object.assign(new Error('offline'), { call: 'loadPlanClasses', code: 'ERR_NETWORK' });
      },
    });
    await waitFor(actor, (state) => state.matches('bootFailed'));
  });

  it('alerts error.token.invalid and redirects to the partner portal on a 401 token login', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/#auth_token=expired', {
      authenticate: async () => {
        throw httpError(401, 'authenticateWithToken');
      },
    });
    const redirects: OrderEmitted[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    await waitFor(actor, (state) => state.matches('accessDenied'));
    expect(actor.getSnapshot().context.alert).toBe('error.token.invalid');
    expect(actor.getSnapshot().context.authToken).toBeNull();
    expect(redirects).toEqual([{ type: 'redirect', target: 'partnerPortal' }]);
  });

  it('continues as an anonymous visitor when the session check fails', async () => {
    const { actor } = startOrder('/', {
      authenticate: async () => {
        throw httpError(500, 'checkSession');
      },
    });
    await waitFor(actor, (state) => state.matches('ready'));
  });
});

/** An authentication held until the test lets it answer: the form stays in booting meanwhile. */
function heldBoot() {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  return { answer, authenticate: async () => (await held, anonymous) };
}

/** A start-up whose translations fail until `retry`, which lets them load and presses "Erneut laden". */
async function failedBoot(url: string) {
  let failTranslations = true;
  const { actor } = startOrder(url, {
    loadTranslations: async () => {
      if (failTranslations) throw httpError(503, 'loadTranslations');
      return { de: {}, en: {}, nl: {}, fr: {} };
    },
  });
  await waitFor(actor, (state) => state.matches('bootFailed'));
  const retry = () => {
    failTranslations = false;
    actor.send({ type: 'boot.retried' });
  };
  return { actor, retry };
}

describe("the visitor's back and forward during the start-up", () => {
  it('shows the page gone to once the form is ready, not the address it started at', async () => {
    const boot = heldBoot();
    const { actor, calls } = startOrder('/plans/TALPRIV100/', { authenticate: boot.authenticate });
    actor.send({ type: 'location.changed', pathname: '/plans/TALPRIV100/thanks/', search: '', hash: '' });
    boot.answer();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: 'thanks' } })).toBe(true);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/thanks/');
    // the thank-you page needs no plan: none is loaded
    expect(calls.loadPlan).toEqual([]);
  });

  it("loads the plan of the address gone to while the start-up's calls were under way", async () => {
    let answerPlanClasses!: () => void;
    const planClasses = new Promise<void>((resolve) => (answerPlanClasses = resolve));
    const { actor, calls } = startOrder('/plans/TALPRIV100/', { loadPlanClasses: async () => (await planClasses, []) });
    await waitFor(actor, (state) => state.matches({ booting: 'loading' }));
    actor.send({ type: 'location.changed', pathname: '/plans/VOIPPRIV/', search: '?voucher=SOMMER20', hash: '' });
    answerPlanClasses();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: { plan: 'flow' } } })).toBe(true);
    expect(calls.loadPlan.map((call) => call.code)).toEqual(['TALPRIV100', 'VOIPPRIV']);
    expect(actor.getSnapshot().context.voucherCode).toBe('SOMMER20');
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/?voucher=SOMMER20');
  });

  it('keeps the address gone to while a failed boot waits for its retry', async () => {
    const { actor, retry } = await failedBoot('/plans/TALPRIV100/');
    actor.send({ type: 'location.changed', pathname: '/', search: '', hash: '' });
    retry();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
    expect(addressOf(actor)).toBe('/');
  });
});

describe('attributes set by the host at any moment (lang, plan)', () => {
  it('takes a language changed while booting at once, and keeps it when ready', async () => {
    const boot = heldBoot();
    const { actor } = startOrder('/', { authenticate: boot.authenticate });
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    actor.send({ type: 'language.changed', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('fr');
    boot.answer();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
    expect(actor.getSnapshot().context.language).toBe('fr');
  });

  it('shows a plan requested while booting as soon as the form is ready', async () => {
    const boot = heldBoot();
    const { actor, calls } = startOrder('/', { authenticate: boot.authenticate });
    actor.send({ type: 'route.requested', route: { name: 'plan', plan: 'VOIPPRIV' } });
    boot.answer();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: { plan: 'flow' } } })).toBe(true);
    expect(actor.getSnapshot().context.plan?.code).toBe('VOIPPRIV');
    expect(calls.loadPlan.map((call) => call.code)).toEqual(['VOIPPRIV']);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });

  it('keeps a plan requested while a failed boot waits for its retry', async () => {
    const { actor, retry } = await failedBoot('/');
    actor.send({ type: 'route.requested', route: { name: 'plan', plan: 'VOIPPRIV' } });
    retry();
    await settled(actor);
    expect(actor.getSnapshot().context.plan?.code).toBe('VOIPPRIV');
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });

  it('follows lang and plan changed after start-up', async () => {
    const { actor } = startOrder('/');
    await settled(actor);
    actor.send({ type: 'language.changed', language: 'nl' });
    actor.send({ type: 'route.requested', route: { name: 'plan', plan: 'VOIPPRIV' } });
    await settled(actor);
    expect(actor.getSnapshot().context.language).toBe('nl');
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });
});

describe('roles and permissions', () => {
  it('redirects a partner outside the portal (no partner flag) to the partner portal', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?use_partner_process=1&partner_code=P100');
    await waitFor(actor, (state) => state.matches('accessDenied'));
    expect(actor.getSnapshot().context.redirectTo).toBe('partnerPortal');
  });

  it('refuses a partner code without the partner flag on plan routes, and checks nothing on the plan list', async () => {
    const noFlag = async () => ({ ...anonymous, isAuthenticated: true, partnerCode: 'PARTNER01' });
    const onPlan = startOrder('/plans/VOIPPRIV/#auth_token=t', { authenticate: noFlag });
    await waitFor(onPlan.actor, (state) => state.matches('accessDenied'));
    const onList = startOrder('/#auth_token=t', { authenticate: noFlag });
    await waitFor(onList.actor, (state) => state.matches({ ready: { page: 'plans' } }));
    onList.actor.send({ type: 'plan.chosen', plan: 'VOIPPRIV' });
    expect(onList.actor.getSnapshot().matches('accessDenied')).toBe(true);
  });

  it('lets a partner in whose code is in the embedded-frame list', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?use_partner_process=1&partner_code=FRAME1', {
      authenticate: async () => ({ ...anonymous, embeddedFramePartnerCodes: ['FRAME1'] }),
    });
    await waitFor(actor, (state) => state.matches({ ready: { page: { plan: 'flow' } } }));
  });

  it('redirects a parent customer without the customer-portal flag to the customer portal', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/#auth_token=t', {
      authenticate: async () => ({ ...anonymous, isAuthenticated: true, parentCustomerId: 'K-4711' }),
    });
    await waitFor(actor, (state) => state.matches('accessDenied'));
    expect(actor.getSnapshot().context.redirectTo).toBe('customerPortal');
  });

  it('lets a partner with the partner flag in, as a partner-portal order without trust for Austria plans', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/#auth_token=t', {
      authenticate: async () => ({
        ...anonymous,
        isAuthenticated: true,
        isPartnerPortal: true,
        usePartnerProcess: true,
        partnerCode: 'P100',
        agentCode: 'A7',
      }),
    });
    await waitFor(actor, (state) => state.matches({ ready: { page: { plan: 'flow' } } }));
    expect(actor.getSnapshot().context.partner).toMatchObject({
      isPartnerPortal: true,
      isTrustedPartner: true,
      partnerCode: 'P100',
      agentCode: 'A7',
    });
  });
});

describe('routes', () => {
  it('sends /plans/{plan} to its first step', async () => {
    const { actor } = startOrder('/plans/TALPRIV100');
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: 'product' } } } })).toBe(true);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
  });

  it('opens the plan of the plan attribute when the address names none', async () => {
    const { actor } = startOrder('/', {}, { planAttribute: 'VOIPPRIV' });
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });

  it('skips the product step for a plan without hardware, product or connection add-ons', async () => {
    const { actor } = startOrder('/plans/VOIPBARE/');
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/VOIPBARE/customer/');
  });

  it('has no activation step for plans other than TAL', async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/activation/');
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });

  it('redirects a later step than the last valid one to product', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/customer/');
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: 'product' } } } })).toBe(true);
  });

  it('jumps to customer with skip_to when the plan is not a line-connection plan', async () => {
    const { actor } = startOrder('/plans/VOIPPRIV/?skip_to=customer');
    await settled(actor);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/customer/?skip_to=customer');
    expect(actor.getSnapshot().context.flow.highestStep).toBe('customer');
  });

  it('ignores skip_to for a line-connection (TAL) plan', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?skip_to=customer');
    await settled(actor);
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'step', step: 'product' });
  });

  it('goes to /plans/error with its query string when the plan is not found (404)', async () => {
    const { actor } = startOrder('/plans/NOPE/?voucher=SOMMER');
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: 'planError' } })).toBe(true);
    expect(addressOf(actor)).toBe('/plans/error?voucher=SOMMER');
  });

  it('opens the address-check modal on a plan load 412', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/', {
      loadPlan: async () => {
        throw httpError(412);
      },
    });
    await waitFor(actor, (state) => state.matches({ ready: { modal: 'addressCheck' } }));
    expect(actor.getSnapshot().matches({ ready: { page: { plan: 'awaitingAddressCheck' } } })).toBe(true);
  });

  it('stores another plan load error as an api-call error, and retries', async () => {
    let fail = true;
    const { actor } = startOrder('/plans/TALPRIV100/', {
      loadPlan: async () => {
        if (fail) throw httpError(502);
        return talPlan;
      },
    });
    await waitFor(actor, (state) => state.matches({ ready: { page: { plan: 'failed' } } }));
    expect(actor.getSnapshot().context.apiError).toMatchObject({ status: 502, call: 'loadPlan' });
    fail = false;
    actor.send({ type: 'plan.retried' });
    await waitFor(actor, (state) => state.matches({ ready: { page: { plan: 'flow' } } }));
    expect(actor.getSnapshot().context.apiError).toBeNull();
  });

  it.each([
    ['/unsupported', 'unsupported'],
    ['/nect', 'nect'],
    ['/plans/TALPRIV100/thanks/', 'thanks'],
    ['/plans/TALPRIV100/link-created/', 'linkCreated'],
    ['/somewhere/else', 'notFound'],
    ['/plans/TALPRIV100/product/extra/', 'notFound'],
  ] as const)('shows %s as the %s page', async (url, page) => {
    const { actor } = startOrder(url);
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page } })).toBe(true);
  });

  it('serves its routes under the base path', async () => {
    const { actor } = startOrder('/bestellen/plans/TALPRIV100/', {}, { basePath: '/bestellen/' });
    await settled(actor);
    expect(addressOf(actor)).toBe('/bestellen/plans/TALPRIV100/product/');
  });

  it('follows the address on back and forward (location.changed)', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'location.changed', pathname: '/', search: '', hash: '' });
    expect(actor.getSnapshot().matches({ ready: { page: 'plans' } })).toBe(true);
    actor.send({ type: 'location.changed', pathname: '/plans/TALPRIV100/product/', search: '', hash: '' });
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: 'product' } } } })).toBe(true);
  });

  it('remembers that the flow came from the plan list', async () => {
    const { actor } = startOrder('/');
    await settled(actor);
    actor.send({ type: 'plan.chosen', plan: 'VOIPPRIV' });
    await settled(actor);
    expect(actor.getSnapshot().context.flow.cameFromPlanList).toBe(true);
    expect(addressOf(actor)).toBe('/plans/VOIPPRIV/product/');
  });
});

describe('query-driven state', () => {
  it('switches the language with a valid lang parameter and removes it from the address', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?lang=fr&voucher=SOMMER');
    await settled(actor);
    expect(actor.getSnapshot().context.language).toBe('fr');
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/?voucher=SOMMER');
  });

  it('ignores a lang parameter that is not de, en, nl or fr', async () => {
    const { actor } = startOrder('/?lang=es');
    await settled(actor);
    expect(actor.getSnapshot().context.language).toBe('de');
  });

  it.each([['quote=1'], ['preselect=1']])('sets the quote status to exists with %s', async (query) => {
    const { actor } = startOrder(`/plans/TALPRIV100/?${query}`);
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'exists' } })).toBe(true);
    actor.send({ type: 'quote.reset' });
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'initial' } })).toBe(true);
  });

  it('reads a nested quote category as a quote request; a reset takes it out of the address', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?quote[flatrate]=1&voucher=SOMMER');
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'exists' } })).toBe(true);
    actor.send({ type: 'quote.reset' });
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'initial' } })).toBe(true);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/?voucher=SOMMER');
  });

  it('resets the quote status when a plan is chosen from the plan list (a new offer)', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?quote=1');
    await settled(actor);
    actor.send({ type: 'quote.failed' });
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'error' } })).toBe(true);
    actor.send({ type: 'plan.chosen', plan: 'VOIPPRIV' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'initial' } })).toBe(true);
  });

  it('records a failed quote as quote status error until reset (spec sections 4, 8)', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?quote=1');
    await settled(actor);
    actor.send({ type: 'quote.failed' });
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'error' } })).toBe(true);
    actor.send({ type: 'quote.reset' });
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'initial' } })).toBe(true);
  });

  it('keeps the quote status and its error across navigation, which is the page region alone; navigation closes the address check', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?quote=1');
    await settled(actor);
    actor.send({ type: 'quote.failed' });
    actor.send({ type: 'addressCheck.requested' });
    expect(actor.getSnapshot().matches({ ready: { modal: 'addressCheck' } })).toBe(true);
    actor.send({ type: 'location.changed', pathname: '/', search: '', hash: '' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { page: 'plans', modal: 'closed', quoteStatus: 'error' } })).toBe(true);
    actor.send({ type: 'route.requested', route: { name: 'plan', plan: 'TALPRIV100' } });
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { quoteStatus: 'error' } })).toBe(true);
  });

  it("restores a plan link's add-ons and drops its parameter from the address", async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?plan_link=abc&voucher=X');
    await settled(actor);
    actor.send({ type: 'planLink.restored', selection: [{ id: 101, quantity: 2 }] });
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual([{ id: 101, quantity: 2 }]);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/?voucher=X');
  });

  it("restores a quote's configuration from quote_hash: the hash stays in the form for the order, not in the address", async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?quote=1&quote_hash=Q1X2');
    await settled(actor);
    expect(actor.getSnapshot().context.form.quoteHash).toBe('Q1X2');
    actor.send({ type: 'planLink.restored', selection: [{ id: 101, quantity: 1 }] });
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual([{ id: 101, quantity: 1 }]);
    expect(actor.getSnapshot().context.form.quoteHash).toBe('Q1X2');
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/?quote=1');
  });

  it('tells that a saved configuration is unavailable and keeps the plan\'s own selection', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/?plan_link=gone');
    await settled(actor);
    const selection = actor.getSnapshot().context.form.selectedCartAddons;
    actor.send({ type: 'planLink.unavailable' });
    expect(actor.getSnapshot().context.selectionNotice).toEqual({ type: 'savedConfigurationUnavailable' });
    expect(actor.getSnapshot().context.form.selectedCartAddons).toEqual(selection);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
    actor.send({ type: 'selectionNotice.dismissed' });
    expect(actor.getSnapshot().context.selectionNotice).toBeNull();
  });

  it('stores the voucher parameter as the voucher code input', async () => {
    const { actor } = startOrder('/?voucher=SOMMER2026');
    await settled(actor);
    expect(actor.getSnapshot().context.voucherCode).toBe('SOMMER2026');
  });

  it('turns the partner portal on with a partner-process flag and a partner code, trust off, agent code stored', async () => {
    const { actor } = startOrder('/?usePartnerProcess=1&partnerCode=P100&agentCode=A7', {
      authenticate: async () => ({ ...anonymous, isAuthenticated: true, isPartnerPortal: true }),
    });
    await settled(actor);
    expect(actor.getSnapshot().context.partner).toMatchObject({
      isPartnerPortal: true,
      isTrustedPartner: false,
      partnerCode: 'P100',
      agentCode: 'A7',
    });
  });

  it('stores a partner code for quotes, preselection and relocation or ekp orders only', async () => {
    const quoted = startOrder('/?quote=1&partner_code=P200');
    await settled(quoted.actor);
    expect(quoted.actor.getSnapshot().context.partner.partnerCode).toBe('P200');
    const plain = startOrder('/?partner_code=P200');
    await settled(plain.actor);
    expect(plain.actor.getSnapshot().context.partner.partnerCode).toBeNull();
    const relocation = startOrder('/?type=relocation&partner_code=P300');
    await settled(relocation.actor);
    expect(relocation.actor.getSnapshot().context.partner.partnerCode).toBe('P300');
    expect(relocation.actor.getSnapshot().context.orderType).toBe('relocation');
  });

  it('keeps quote_hash in the form data', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/?quote_hash=q-1234');
    await settled(actor);
    expect(actor.getSnapshot().context.form.quoteHash).toBe('q-1234');
    // sent with the order: the product step's section and the whole order carry it
    const { context } = actor.getSnapshot();
    const order = context.stepRules!.currentOrder(context.plan!, context);
    expect(order.quoteHash).toBe('q-1234');
    expect(context.stepRules!.sectionBody('product', order)).toMatchObject({ quoteHash: 'q-1234' });
  });

  it('passes api, type, product_code and partner_code on to the plan classes', async () => {
    const { actor, calls } = startOrder('/?api=v2&type=relocation&product_code=FTTH&partner_code=P300');
    await settled(actor);
    expect(calls.loadPlanClasses).toEqual([{ query: { api: 'v2', type: 'relocation', product_code: 'FTTH', partner_code: 'P300' } }]);
  });
});

describe('form data and steps', () => {
  it('validates a field 500 ms after it was touched, once, however often it was touched', async () => {
    const clock = new SimulatedClock();
    const { actors } = fakeActors();
    const actor = createActor(orderMachine.provide({ actors: actors as never }), { input: inputAt('/plans/TALPRIV100/product/'), clock });
    actor.start();
    await settled(actor);
    actor.send({ type: 'field.touched', section: 'customer', path: 'email' });
    clock.increment(300);
    actor.send({ type: 'field.touched', section: 'customer', path: 'email' });
    clock.increment(499);
    expect(actor.getSnapshot().context.validated).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().context.validated).toEqual(['customer.email']);
  });

  it('changes a field at its path', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'customer', path: 'connectionAddress.street', value: 'Friedrichstraße' });
    expect(actor.getSnapshot().context.form.customer.connectionAddress.street).toBe('Friedrichstraße');
  });

  it('clears porting, dates and the previous tenant when the old/new connection answer changes', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: true });
    actor.send({ type: 'field.changed', section: 'connection', path: 'previousEKPID', value: 'D001' });
    actor.send({ type: 'field.changed', section: 'connection', path: 'terminationDate', value: '2027-01-15' });
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    expect(actor.getSnapshot().context.form.connection).toMatchObject({ oldConnection: false, previousEKPID: null, terminationDate: null });
  });

  it('stays on an incomplete step and reveals its errors on next', async () => {
    const { actor, calls } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'step.next' });
    expect(calls.saveSection).toEqual([]);
    expect(actor.getSnapshot().context.validated).toContain('step.product');
    expect(actor.getSnapshot().matches({ ready: { page: { plan: { flow: 'product' } } } })).toBe(true);
  });

  it('counts each failed next, so the error summary takes the focus again', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepErrorsShown).toBe(2);
  });

  it('stores a live check (spec section 7) and keeps a step whose checked value failed from being left', async () => {
    const { actor, calls } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'field.changed', section: 'connection', path: 'previousTenant', value: { isKnown: true, salutation: 'Mr', firstName: 'Jürgen', lastName: 'Müller', companyName: '', prefix: '', subscriberNumber: '' } });
    const flags = { isPatternValid: false, isMinLengthValid: true, isMaxLengthValid: true };
    actor.send({ type: 'liveValidation.completed', section: 'connection', field: 'previousTenant.lastName', value: 'Müller', valid: false, flags });
    expect(actor.getSnapshot().context.liveChecks.connection['previousTenant.lastName']).toEqual({ value: 'Müller', valid: false, flags });
    actor.send({ type: 'step.next' });
    expect(calls.saveSection).toEqual([]);
    actor.send({ type: 'liveValidation.completed', section: 'connection', field: 'previousTenant.lastName', value: 'Müller', valid: true, flags: { ...flags, isPatternValid: true } });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(calls.saveSection[0]!.body.previousTenant).toEqual({ salutation: 'Mr', firstName: 'Jürgen', lastName: 'Müller' });
  });

  it('saves a completed step with PUT order and moves to the next step', async () => {
    const { actor, calls } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(calls.saveSection).toHaveLength(1);
    expect(calls.saveSection[0]!.step).toBe('product');
    expect(calls.saveSection[0]!.body.order).toMatchObject({ plan: { code: 'TALPRIV100', quantity: 1 } });
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/activation/');
    expect(actor.getSnapshot().context.history).toBe('push');
    expect(actor.getSnapshot().context.flow.highestStep).toBe('activation');
  });

  it('resets connection, cart and order process and returns to product when the save answers ERR_BAD_REQUEST', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/', {
      saveSection: async () => {
        throw httpError(422, 'saveOrder');
      },
    });
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.form.connection.oldConnection).toBeNull();
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
  });

  it('stays on the step with the api-call error when the save fails otherwise', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/', {
      saveSection: async () => {
        throw httpError(503, 'saveOrder');
      },
    });
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.apiError).toMatchObject({ status: 503 });
    expect(actor.getSnapshot().context.form.connection.oldConnection).toBe(false);
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
  });

  it('goes back to the previous step, and to any step already reached', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    actor.send({ type: 'step.back' });
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/product/');
    actor.send({ type: 'step.selected', step: 'activation' });
    expect(addressOf(actor)).toBe('/plans/TALPRIV100/activation/');
  });

  it('announces each step it enters', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    const steps: string[] = [];
    actor.on('step.entered', (event) => steps.push(event.step));
    await settled(actor);
    actor.send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(steps).toEqual(['product', 'activation']);
  });

  it('clears the cart when another plan is chosen', async () => {
    const { actor } = startOrder('/plans/TALPRIV100/product/');
    await settled(actor);
    const talCart = actor.getSnapshot().context.form.selectedCartAddons;
    actor.send({ type: 'route.requested', route: { name: 'plans' } });
    actor.send({ type: 'plan.chosen', plan: 'VOIPPRIV' });
    await settled(actor);
    const voipCart = actor.getSnapshot().context.form.selectedCartAddons;
    expect(voipCart).not.toEqual(talCart);
    expect(voipCart.every((addon) => String(addon.id).startsWith('3'))).toBe(true);
  });
});
