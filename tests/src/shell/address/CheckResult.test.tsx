import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { translationsFor } from '../../../../demo/api/fixtures/translations/index.ts';
import { addressCheckMachine, type AvailabilityAnswer } from '../../../../machines/addressCheck.machine.ts';
import type { AddressSuggestion } from '../../../../src/api/index.ts';
import { addressCheckPlan, type Language } from '../../../../src/domain/index.ts';
import { addMessages, createI18n } from '../../../../src/i18n/createI18n.ts';
import { AVAILABILITY_NAMESPACE } from '../../../../src/shell/address/availabilityTexts.ts';
import { CheckResult } from '../../../../src/shell/address/CheckResult.tsx';

const friedrichstrasse: AddressSuggestion = {
  label: 'Friedrichstraße 123, 10117 Berlin',
  matchLevel: 'houseNumber',
  address: { street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', country: 'DE', areaCode: '030', exact_address: true },
};

/** The check of Friedrichstraße 123 with a check actor that fails (or never answers), its result rendered in `language`. */
function checked(check: () => Promise<AvailabilityAnswer>, language: Language = 'de') {
  const clock = new SimulatedClock();
  const machine = addressCheckMachine.provide({ actors: { checkAvailability: fromPromise(check) } });
  const actor = createActor(machine, { input: { plan: addressCheckPlan({ code: 'TALPRIV100', category: 'TAL' }), language }, clock }).start();
  const i18n = createI18n(language);
  addMessages(i18n, translationsFor('order4'));
  addMessages(i18n, translationsFor('orderAvailability'), AVAILABILITY_NAMESPACE);
  render(
    <I18nextProvider i18n={i18n}>
      <CheckResult actor={actor} />
    </I18nextProvider>,
  );
  act(() => actor.send({ type: 'suggestion.selected', suggestion: friedrichstrasse }));
  return { actor, clock };
}

describe('the failed availability check says what failed (spec sections 8, 9)', () => {
  it.each([
    ['de', 'Die Verfügbarkeit an dieser Adresse konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.'],
    ['en', 'The availability at this address could not be checked right now. Please try again.'],
    ['nl', 'De beschikbaarheid op dit adres kon nu niet worden gecontroleerd. Probeer het opnieuw.'],
    ['fr', "La disponibilité à cette adresse n'a pas pu être vérifiée pour le moment. Veuillez réessayer."],
  ] as const)('a 5xx or no answer: the check failed, in %s (not the address search message)', async (language, message) => {
    checked(() => Promise.reject(Object.assign(new Error('HTTP 500'), { status: 500 })), language);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Adresssuche|address search|zoeken naar adressen|recherche d'adresse/)).toBeNull();
  });

  it('past the 30 s availability timeout: the check took too long', async () => {
    const { clock } = checked(() => new Promise<AvailabilityAnswer>(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent(/prüf/i);
    act(() => clock.increment(30_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Verfügbarkeitsprüfung hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es erneut.');
  });
});
