import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AddressCheckActor, AddressCheckSnapshot } from '../../../machines/addressCheck.machine.ts';
import { Button, Combobox } from '../../ui/index.ts';
import { AVAILABILITY_NAMESPACE } from './availabilityTexts.ts';

type SearchState = 'idle' | 'missingHouseNumber' | 'debouncing' | 'loading' | 'suggestions' | 'noResults' | 'requestError';

const searchStateOf = (snapshot: AddressCheckSnapshot): SearchState => {
  for (const state of ['missingHouseNumber', 'debouncing', 'loading', 'suggestions', 'noResults', 'requestError'] as const) {
    if (snapshot.matches({ open: { entry: { autocomplete: state } } })) return state;
  }
  return 'idle';
};

const messageKeys: Partial<Record<SearchState, string>> = {
  missingHouseNumber: 'validateAddress.message.missingHouseNumber',
  noResults: 'validateAddress.message.incorrectAddress',
  requestError: 'validateAddress.error.server',
};

/**
 * The autocomplete of spec section 4 on the WAI-ARIA combobox: a suggestion list after the 500 ms debounce, the
 * missing-house-number, no-results and server-error messages, and the way to type the address by hand.
 */
export function AddressSearch({ actor }: { actor: AddressCheckActor }) {
  const { t } = useTranslation(AVAILABILITY_NAMESPACE);
  const state = useSelector(actor, searchStateOf);
  const search = useSelector(actor, (snapshot) => snapshot.context.search);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const message = messageKeys[state];
  return (
    <div data-state={state} className="space-y-3">
      <Combobox
        label={t('autocomplete.label')}
        placeholder={t('autocomplete.placeholder')}
        name="address-search"
        inputValue={search}
        onInputChange={(text) => actor.send({ type: 'search.changed', text })}
        options={suggestions.map((suggestion, index) => ({ value: `${index}:${suggestion.label}`, label: suggestion.label }))}
        onSelect={(option) => {
          const suggestion = suggestions[Number(option.value.split(':')[0])];
          if (suggestion) actor.send({ type: 'suggestion.selected', suggestion });
        }}
        loading={state === 'loading'}
        loadingText={t('autocomplete.loading')}
        statusText={t('autocomplete.results', { count: suggestions.length })}
        error={state === 'missingHouseNumber' ? t('validateAddress.message.missingHouseNumber') : undefined}
      />
      {message && state !== 'missingHouseNumber' ? (
        <p role="status" data-message={state} className={state === 'requestError' ? 'text-red-700' : 'text-slate-700'}>
          {t(message)}
        </p>
      ) : null}
      <Button variant="text" size="sm" data-action="manualEntry" onClick={() => actor.send({ type: 'manualEntry.requested' })}>
        {t('autocomplete.typeManually')}
      </Button>
    </div>
  );
}
