import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '../../../ui/index.ts';
import { useApi } from '../../../shell/OrderFormContext.tsx';
import { fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';

const normalize = (text: string) => text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The previous provider (spec sections 2, 7): chosen from `GET providers` with a searchable list, never typed
 * freely; the choice stores its EKP id. Typing after a choice clears it until a provider is chosen again.
 */
export function ProviderChoice() {
  const { t } = useTranslation();
  const api = useApi();
  const { change, touch } = useConnectionEvents();
  const chosen = useConnectionValue((c) => c.previousEKPID);
  const error = useFieldError('product', 'previousEKPID');
  const [providers, setProviders] = useState<ComboboxOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    api.loadProviders({ signal: controller.signal }).then(
      (list) => setProviders(list.map((provider) => ({ value: String(provider.id), label: provider.name }))),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api]);

  // A restored choice shows its provider's name once the list is there.
  const chosenLabel = providers?.find((provider) => provider.value === chosen)?.label;
  useEffect(() => {
    if (chosenLabel !== undefined) setText(chosenLabel);
  }, [chosenLabel]);

  // The list follows the typed text a render later (issue 24): the key shows in the input at once, the list's
  // changes come after it; each provider's name is normalised once, not on every key.
  const query = useDeferredValue(text);
  const searchable = useMemo(() => (providers ?? []).map((provider) => ({ provider, name: normalize(provider.label) })), [providers]);
  const options = useMemo(() => {
    const wanted = normalize(query.trim());
    return searchable.filter(({ name }) => query === chosenLabel || name.includes(wanted)).map(({ provider }) => provider);
  }, [searchable, query, chosenLabel]);
  return (
    <Combobox
      id={fieldId('previousEKPID')}
      name="previousEKPID"
      label={t('porting.previousProvider')}
      placeholder={t('porting.provider.placeholder')}
      required
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (chosen !== null) change('previousEKPID', null);
      }}
      options={options}
      onSelect={(option) => {
        setText(option.label);
        change('previousEKPID', option.value);
      }}
      onBlur={() => touch('previousEKPID')}
      loading={providers === null && !failed}
      loadingText={t('common.loading')}
      emptyText={t('porting.provider.empty')}
      statusText={t('porting.provider.count', { count: options.length })}
      error={error ?? (failed ? t('porting.provider.failed') : undefined)}
    />
  );
}
