import { useTranslation } from 'react-i18next';
import { ADDITIONAL_NUMBERS_CATEGORY, additionalNumberQuantities } from '../../../domain/catalogue/additionalNumbers.ts';
import type { Plan } from '../../../domain/schemas/plan.ts';
import { useOrderSend } from '../../../shell/OrderFormContext.tsx';
import { Select } from '../../../ui/index.ts';
import { useConnectionEvents, useConnectionValue } from '../../shared/connectionForm.ts';

/**
 * Additional numbers (spec sections 3, 4): how many, from the quantities the plan offers; the first is free.
 * The count is the connection info's and the quantity of the plan's additional-number add-on in the cart (the
 * catalogue leaves this category to the connection part).
 */
export function AdditionalNumbers({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const send = useOrderSend();
  const count = useConnectionValue((c) => c.additionalNumbers);
  const category = plan.categories.find((c) => c.name === ADDITIONAL_NUMBERS_CATEGORY || c.translation_key === ADDITIONAL_NUMBERS_CATEGORY);
  const addon = category?.addons[0];
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
        onChange={(value) => {
          const quantity = Number(value);
          change('additionalNumbers', quantity);
          if (category && addon) send({ type: 'addon.quantityChanged', categoryId: category.id, addonId: addon.id, quantity });
        }}
        className="max-w-64"
      />
    </section>
  );
}
