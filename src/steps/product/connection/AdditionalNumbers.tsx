import { useTranslation } from 'react-i18next';
import { additionalNumberQuantities, type Plan } from '../../../domain/index.ts';
import { Select } from '../../../ui/index.ts';
import { useConnectionEvents, useConnectionValue } from '../../shared/connectionForm.ts';

/** Additional numbers (spec sections 3, 4): how many, from the quantities the plan offers; the first is free. */
export function AdditionalNumbers({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const count = useConnectionValue((c) => c.additionalNumbers);
  return (
    <section className="space-y-2" aria-labelledby="additional-numbers-title">
      <h2 id="additional-numbers-title" className="text-lg font-semibold">
        {t('additionalNumbers.title')}
      </h2>
      <Select
        id="connection-additionalNumbers"
        name="additionalNumbers"
        label={t('additionalNumbers.label')}
        hint={t('additionalNumbers.text')}
        value={String(count)}
        options={additionalNumberQuantities(plan).map((quantity) => ({ value: String(quantity), label: String(quantity) }))}
        onChange={(value) => change('additionalNumbers', Number(value))}
        className="max-w-64"
      />
    </section>
  );
}
