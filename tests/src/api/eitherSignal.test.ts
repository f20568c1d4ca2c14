import { afterEach, describe, expect, it, vi } from 'vitest';
import { eitherSignal } from '../../../src/api/eitherSignal.ts';

describe('eitherSignal, where the engine has no AbortSignal.any (Safari before 17.4, Firefox before 124)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const withoutAny = () => {
    // the engine's AbortSignal without its static `any`
    class OldAbortSignal {}
    vi.stubGlobal('AbortSignal', OldAbortSignal);
  };

  it.each(['first', 'second'] as const)('aborts when the %s signal aborts, with its reason', (which) => {
    const first = new AbortController();
    const second = new AbortController();
    withoutAny();
    const { signal } = eitherSignal(first.signal, second.signal);
    expect(signal.aborted).toBe(false);
    (which === 'first' ? first : second).abort('gone');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('gone');
  });

  it('is aborted at once when a signal already is', () => {
    const first = new AbortController();
    first.abort('before');
    withoutAny();
    const { signal } = eitherSignal(first.signal, new AbortController().signal);
    expect(signal.reason).toBe('before');
  });

  it('hears neither signal once released', () => {
    const first = new AbortController();
    withoutAny();
    const { signal, release } = eitherSignal(first.signal, new AbortController().signal);
    release();
    first.abort();
    expect(signal.aborted).toBe(false);
  });
});

describe('eitherSignal, where the engine has AbortSignal.any', () => {
  it('aborts when either aborts', () => {
    const first = new AbortController();
    const { signal } = eitherSignal(first.signal, new AbortController().signal);
    first.abort('gone');
    expect(signal.reason).toBe('gone');
  });
});
