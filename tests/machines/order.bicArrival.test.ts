import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { BicTable } from '../../src/domain/derivedBic.ts';
import { startOrder } from './support.ts';

/*
 * Spec sections 2, 5: on a busy machine the IBAN's keystrokes reach the root machine in batches (the typing queue
 * sends one `field.changed` per field and frame, src/shell/typedChanges.ts), and the BIC table arrives between any
 * two of them. Whatever the batches and whenever the table comes, the BIC is filled in once the IBAN is complete.
 */

/** A DE IBAN of Commerzbank (37040044), as the engine journeys type it. */
const iban = 'DE89370400440532013000';
const table: BicTable = { country: 'DE', bics: { '37040044': 'COBADEFFXXX' } };
const grouped = (length: number) => iban.slice(0, length).replace(/(.{4})(?=.)/g, '$1 ');

describe('the BIC from an IBAN typed in batches (root machine)', () => {
  it('is filled in whatever keystrokes arrive together and whenever the table arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        // the lengths the IBAN has when a batch is sent (the last one complete), and after how many batches the table arrives
        fc.uniqueArray(fc.integer({ min: 1, max: iban.length - 1 }), { maxLength: 6 }).map((cuts) => [...cuts.sort((a, b) => a - b), iban.length]),
        fc.nat({ max: 7 }),
        async (lengths, arrivesAfter) => {
          const load: { arrive?: (loaded: BicTable) => void } = {};
          const { actor } = startOrder('/plans/VOIPPRIV/?skip_to=customer', { loadBicTable: () => new Promise((resolve) => (load.arrive = resolve)) });
          await waitFor(actor, (state) => state.matches({ ready: { page: { plan: { flow: { customer: 'editing' } } } } }));
          for (const [index, length] of lengths.entries()) {
            // the table arrives between two batches, once its load was asked for
            if (index >= arrivesAfter && load.arrive && actor.getSnapshot().context.bicTable === null) {
              load.arrive(table);
              await waitFor(actor, (state) => state.context.bicTable !== null);
            }
            actor.send({ type: 'field.changed', section: 'customer', path: 'accountNumber', value: grouped(length) });
          }
          expect(load.arrive, 'the table was asked for').toBeDefined();
          load.arrive!(table);
          await waitFor(actor, (state) => state.context.bicTable !== null);
          expect(actor.getSnapshot().context.form.customer.accountBIC).toBe('COBADEFFXXX');
          actor.stop();
        },
      ),
      { numRuns: 40 },
    );
    // each run boots a root machine: seconds on a busy 2-core machine
  }, 240_000);
});
