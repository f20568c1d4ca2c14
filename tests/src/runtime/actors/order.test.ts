import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClient } from '../../../../src/api/client.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An api whose plan-classes call stays under way until its signal aborts it. */
function pendingPlanClasses() {
  return {
    loadPlanClasses: vi.fn(
      (_query: unknown, { signal }: { signal?: AbortSignal } = {}) =>
        new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ),
  } as unknown as ApiClient;
}

/** The actors with a module registry of their own: the price format cache starts empty in every test. */
async function freshOrderActors() {
  vi.resetModules();
  return (await import('../../../../src/runtime/actors/order.ts')).orderActors;
}

describe("the root machine's actors", () => {
  it("make the plan list's price format while the plan classes are on their way, in a task after the call left", async () => {
    const orderActors = await freshOrderActors();
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const api = pendingPlanClasses();
    createActor(orderActors(api).loadPlanClasses, { input: { query: {} } }).start();
    expect(api.loadPlanClasses).toHaveBeenCalledTimes(1);
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith('de-DE', expect.objectContaining({ style: 'currency', currency: 'EUR' }));
  });

  it('make none once the call was left (the element went)', async () => {
    const orderActors = await freshOrderActors();
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const actor = createActor(orderActors(pendingPlanClasses()).loadPlanClasses, { input: { query: {} } }).start();
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(made).not.toHaveBeenCalled();
  });
});

describe('the BIC table actor', () => {
  afterEach(() => {
    vi.doUnmock('../../../../src/domain/bicTables.ts');
  });

  it("reports a country's table that cannot load once, however often the IBAN asks for it again", async () => {
    vi.resetModules();
    vi.doMock('../../../../src/domain/bicTables.ts', () => ({
      loadBicTable: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunks/de.js')),
    }));
    const { orderActors } = await import('../../../../src/runtime/actors/order.ts');
    const reportFailure = vi.fn();
    const actors = orderActors({ reportFailure } as unknown as ApiClient);
    const loadFor = async (country: 'DE' | 'NL') => {
      const actor = createActor(actors.loadBicTable, { input: { country } });
      const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      await failed;
    };
    await loadFor('DE');
    await loadFor('DE');
    await loadFor('DE');
    await loadFor('NL');
    expect(reportFailure.mock.calls.map(([check]) => check)).toEqual(['bicTable', 'bicTable']);
  });
});

describe('the plan actor', () => {
  afterEach(() => {
    vi.doUnmock('../../../../machines/stepRulesChunk.ts');
  });

  /** The plan actor's outcome: its output, or the error it failed with. */
  async function loadPlanWith(api: Partial<ApiClient>) {
    const { orderActors } = await import('../../../../src/runtime/actors/order.ts');
    const actor = createActor(orderActors(api as ApiClient).loadPlan, { input: { code: 'VOIPPRIV', lang: 'de' } });
    const outcome = new Promise((resolve) => actor.subscribe({ complete: () => resolve({ output: actor.getSnapshot().output }), error: (error) => resolve({ error }) }));
    actor.start();
    return outcome;
  }

  it('brings the plan with the rules of its steps, so the flow can start with its answer', async () => {
    vi.resetModules();
    const plan = { code: 'VOIPPRIV' };
    const outcome = (await loadPlanWith({ loadPlan: async () => plan as never })) as { output: { plan: unknown; stepRules: { cartRequestOf: unknown } } };
    expect(outcome.output.plan).toBe(plan);
    expect(outcome.output.stepRules.cartRequestOf).toBeTypeOf('function');
  });

  it("fails as a lost connection when the rules' chunk does not arrive, though the plan answered", async () => {
    vi.resetModules();
    vi.doMock('../../../../machines/stepRulesChunk.ts', () => ({
      loadStepRules: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/plan-flow.js')),
    }));
    const outcome = (await loadPlanWith({ loadPlan: async () => ({ code: 'VOIPPRIV' }) as never })) as { error: unknown };
    expect(outcome.error).toMatchObject({ call: 'loadPlan', code: 'ERR_NETWORK' });
  });
});
