import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { isQuoteButtonEnabled, quoteIconOf, quoteMachine, type QuoteEvent } from '../../machines/quote.machine.ts';
import { ApiError } from '../../src/api/errors.ts';
import { activeLeaves, replayPath, type StateAssertions } from './modelHarness.ts';

type Snapshot = SnapshotFrom<typeof quoteMachine>;
type GraphEvent = QuoteEvent | { type: string; output?: unknown; error?: unknown };

const pdf = { blob: new Blob(['%PDF-1.7']), filename: 'Angebot.pdf' };
const events: GraphEvent[] = [
  { type: 'quote.pressed' },
  { type: 'form.validityChanged', valid: true },
  { type: 'form.validityChanged', valid: false },
  // the plan's mode as the screens tell it (partner portal or international: direct)
  { type: 'quote.modeChanged', direct: true },
  { type: 'quote.modeChanged', direct: false },
  { type: 'xstate.done.actor.submitQuote', output: pdf },
  { type: 'xstate.error.actor.submitQuote', error: new ApiError({ call: 'submitQuote', code: 'ERR_BAD_REQUEST', status: 422, message: 'x' }) },
  { type: 'xstate.error.actor.submitQuote', error: new ApiError({ call: 'submitQuote', code: 'ERR_PARSE', message: 'x' }) },
];

const serializeState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, valid: s.context.formValid, direct: s.context.direct, failure: s.context.failure, file: s.context.file !== null });

const assertions: StateAssertions<Snapshot> = {
  'form.hidden': (s) => expect(isQuoteButtonEnabled(s)).toBe(true),
  'form.revealed': (s) => expect(isQuoteButtonEnabled(s)).toBe(s.context.direct || (s.context.formValid && !s.hasTag('pending'))),
  'request.idle': (s) => expect(quoteIconOf(s)).toBe('none'),
  'request.pending': (s) => {
    expect(quoteIconOf(s)).toBe('spinner');
    // no second request while one is pending (a press on the hidden form of a non-direct plan only reveals it)
    if (s.context.direct || s.matches({ form: 'revealed' })) expect(s.can({ type: 'quote.pressed' })).toBe(false);
    if (!s.context.direct && s.matches({ form: 'revealed' })) expect(isQuoteButtonEnabled(s)).toBe(false);
  },
  'request.success': (s) => {
    expect(quoteIconOf(s)).toBe('download');
    expect(s.context.file?.filename).toBe('Angebot.pdf');
  },
  'request.failure': (s) => {
    expect(quoteIconOf(s)).toBe('warning');
    expect(['rejected', 'pdf']).toContain(s.context.failure);
  },
};

for (const direct of [false, true]) {
  const input = { direct };
  const paths = getShortestPaths(quoteMachine, { input, events: events as QuoteEvent[], serializeState: (s) => serializeState(s as Snapshot) });
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const replayable = quoteMachine.provide({ actors: { submitQuote: silent } as never });

  describe(`quoteMachine over its shortest paths (${direct ? 'direct' : 'with the form'})`, () => {
    it('every reachable state has an assertion', () => {
      const reached = new Set(paths.flatMap((path) => activeLeaves(path.state.value)));
      for (const state of reached) expect(assertions, `no assertion for ${state}`).toHaveProperty([state]);
      for (const state of ['request.pending', 'request.success', 'request.failure']) expect(reached).toContain(state);
      expect(reached).toContain('form.revealed');
    });
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type).join(' > ') || 'starting'}`, () => {
        replayPath(replayable, { input }, path, assertions, serializeState);
      });
    }
  });
}
