import { describe, expect, it, vi } from 'vitest';
import { planPrefetch } from '../../../src/runtime/planPrefetch.ts';

const planOf = (code: string) => ({ code }) as never;

describe('planPrefetch: a plan of the list fetched before it is chosen', () => {
  it('fetches a pointed plan once, and the choice takes that answer instead of asking again', async () => {
    const loadPlan = vi.fn((code: string) => Promise.resolve(planOf(code)));
    const plans = planPrefetch({ loadPlan });
    plans.prefetch('voippriv', 'de');
    plans.prefetch('VOIPPRIV', 'de');
    expect(loadPlan).toHaveBeenCalledTimes(1);
    expect(loadPlan).toHaveBeenCalledWith('voippriv', { lang: 'de', signal: expect.any(AbortSignal) });
    await expect(plans.take('VOIPPRIV', 'de')).resolves.toEqual({ code: 'voippriv' });
  });

  it('gives each answer once: the plan opened again later is fetched again', () => {
    const plans = planPrefetch({ loadPlan: () => Promise.resolve(planOf('VOIPPRIV')) });
    plans.prefetch('VOIPPRIV', 'de');
    expect(plans.take('VOIPPRIV', 'de')).toBeDefined();
    expect(plans.take('VOIPPRIV', 'de')).toBeUndefined();
  });

  it('has nothing for another language or another plan', () => {
    const plans = planPrefetch({ loadPlan: () => Promise.resolve(planOf('VOIPPRIV')) });
    plans.prefetch('VOIPPRIV', 'de');
    expect(plans.take('VOIPPRIV', 'en')).toBeUndefined();
    expect(plans.take('TALPRIV100', 'de')).toBeUndefined();
  });

  it('does not use an answer older than a minute', () => {
    let now = 0;
    const loadPlan = vi.fn(() => Promise.resolve(planOf('VOIPPRIV')));
    const plans = planPrefetch({ loadPlan }, () => now);
    plans.prefetch('VOIPPRIV', 'de');
    now = 61_000;
    expect(plans.take('VOIPPRIV', 'de')).toBeUndefined();
    plans.prefetch('VOIPPRIV', 'de');
    expect(loadPlan).toHaveBeenCalledTimes(2);
  });

  it('fails the choice with the failure of the fetch ahead, without a second call', async () => {
    const failure = Object.assign(new Error('loadPlan failed with status 412'), { status: 412 });
    const loadPlan = vi.fn(() => Promise.reject(failure));
    const plans = planPrefetch({ loadPlan });
    plans.prefetch('TALPRIV100', 'de');
    await Promise.resolve();
    await expect(plans.take('TALPRIV100', 'de')).rejects.toBe(failure);
    expect(loadPlan).toHaveBeenCalledTimes(1);
  });

  it('aborts the fetches under way when the element leaves the page, and has nothing to give after', () => {
    const signals: AbortSignal[] = [];
    const plans = planPrefetch({
      loadPlan: (_code: string, options: { signal?: AbortSignal } = {}) => {
        signals.push(options.signal!);
        return new Promise(() => undefined);
      },
    });
    plans.prefetch('VOIPPRIV', 'de');
    expect(signals[0]!.aborted).toBe(false);
    plans.stop();
    expect(signals[0]!.aborted).toBe(true);
    expect(plans.take('VOIPPRIV', 'de')).toBeUndefined();
  });
});
