import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { failureOf, isQuoteButtonEnabled, quoteIconOf, quoteMachine, type QuoteEmitted } from '../../machines/quote.machine.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { PdfFile } from '../../src/api/pdfFile.ts';

const pdf: PdfFile = { blob: new Blob(['%PDF-1.7']), filename: 'Angebot-Muster GmbH.pdf' };

function start(direct: boolean, answer: () => Promise<PdfFile> = async () => pdf) {
  let calls = 0;
  const machine = quoteMachine.provide({ actors: { submitQuote: fromPromise(async () => (calls++, answer())) } });
  const actor = createActor(machine, { input: { direct } });
  const emitted: QuoteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as QuoteEmitted));
  actor.start();
  return { actor, emitted, calls: () => calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the quote request (spec sections 4, 6, 8)', () => {
  it('reveals the form on the first press, submits on a later press only when the form is valid', async () => {
    const { actor, emitted, calls } = start(false);
    expect(actor.getSnapshot().matches({ form: 'hidden' })).toBe(true);
    expect(isQuoteButtonEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quote.pressed' });
    expect(actor.getSnapshot().matches({ form: 'revealed', request: 'idle' })).toBe(true);
    expect(emitted).toEqual([{ type: 'quote.formRevealed' }]);
    expect(isQuoteButtonEnabled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quote.pressed' });
    expect(emitted.at(-1)).toEqual({ type: 'quote.formInvalid' });
    expect(calls()).toBe(0);
    actor.send({ type: 'form.validityChanged', valid: true });
    expect(isQuoteButtonEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quote.pressed' });
    expect(quoteIconOf(actor.getSnapshot())).toBe('spinner');
    expect(isQuoteButtonEnabled(actor.getSnapshot())).toBe(false);
    await settle();
    expect(calls()).toBe(1);
    expect(quoteIconOf(actor.getSnapshot())).toBe('download');
    expect(actor.getSnapshot().context.file).toBe(pdf);
    expect(emitted.at(-1)).toEqual({ type: 'quote.delivered', file: pdf });
  });

  it('submits a direct (partner-portal or international) quote on the first press, without the form', async () => {
    const { actor, emitted, calls } = start(true);
    actor.send({ type: 'quote.pressed' });
    expect(actor.getSnapshot().matches({ form: 'hidden', request: 'pending' })).toBe(true);
    await settle();
    expect(calls()).toBe(1);
    expect(emitted.map((event) => event.type)).toEqual(['quote.delivered']);
    expect(isQuoteButtonEnabled(actor.getSnapshot())).toBe(true);
  });

  it('tells a rejected quote from a failed PDF generation and reports both', async () => {
    const rejected = start(true, () => Promise.reject(new ApiError({ call: 'submitQuote', code: 'ERR_BAD_REQUEST', status: 422, message: 'x' })));
    rejected.actor.send({ type: 'quote.pressed' });
    await settle();
    expect(quoteIconOf(rejected.actor.getSnapshot())).toBe('warning');
    expect(rejected.actor.getSnapshot().context.failure).toBe('rejected');
    expect(rejected.emitted.at(-1)).toMatchObject({ type: 'quote.failed', failure: 'rejected' });

    const broken = start(true, () => Promise.reject(new ApiError({ call: 'submitQuote', code: 'ERR_PARSE', message: 'not a PDF' })));
    broken.actor.send({ type: 'quote.pressed' });
    await settle();
    expect(broken.actor.getSnapshot().context.failure).toBe('pdf');
    expect(broken.emitted.at(-1)).toMatchObject({ type: 'quote.failed', failure: 'pdf' });
  });

  it('maps the failures of the catalogue', () => {
    expect(failureOf(new ApiError({ call: 'submitQuote', code: 'ERR_BAD_RESPONSE', status: 500, message: 'x' }))).toBe('pdf');
    expect(failureOf(new ApiError({ call: 'submitQuote', code: 'ERR_PARSE', message: 'x' }))).toBe('pdf');
    expect(failureOf(new ApiError({ call: 'submitQuote', code: 'ERR_NETWORK', message: 'x' }))).toBe('rejected');
    expect(failureOf(new Error('boom'))).toBe('rejected');
  });

  it('ignores presses while pending and asks again after a failure', async () => {
    let fail = true;
    const { actor, calls } = start(false, async () => {
      if (fail) throw new ApiError({ call: 'submitQuote', code: 'ERR_BAD_REQUEST', status: 400, message: 'x' });
      return pdf;
    });
    actor.send({ type: 'quote.pressed' });
    actor.send({ type: 'form.validityChanged', valid: true });
    actor.send({ type: 'quote.pressed' });
    actor.send({ type: 'quote.pressed' });
    await settle();
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().context.failure).toBe('rejected');
    fail = false;
    actor.send({ type: 'quote.pressed' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().matches({ request: 'success' })).toBe(true);
  });
});
