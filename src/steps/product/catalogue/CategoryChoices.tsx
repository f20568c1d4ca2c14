import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '../../../../machines/order.machine.ts';
import { formatSignedPrice } from '../../../domain/pricing/money.ts';
import { Checkbox, QuantityStepper, Radio, RadioOptionCard, Select } from '../../../ui/index.ts';
import { AddonNotes } from './AddonNotes.tsx';
import { AddonPrice, PLAN_LOCALE } from './AddonPrice.tsx';
import { firstQuantity, isOneOf, type AddonView, type CategoryView } from './catalogueView.ts';

export interface CategoryChoicesProps {
  view: CategoryView;
  send: (event: OrderEvent) => void;
}

/** One category of the catalogue in its input type: radio, select, checkbox or radio_option (spec section 2). */
export function CategoryChoices({ view, send }: CategoryChoicesProps) {
  const { category } = view;
  const only = view.options.length === 1 ? view.options[0]! : null;
  // a one-of question whose one answer is a quantity: the quantity alone (0 = none)
  if (isOneOf(category) && only && only.addon.type === 'input') {
    return (
      <fieldset data-input-type={category.input_type} className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{view.name}</legend>
        <IndependentOption option={only} categoryId={category.id} send={send} />
      </fieldset>
    );
  }
  switch (category.input_type) {
    case 'radio':
      return <RadioChoices view={view} send={send} />;
    case 'select':
      return <SelectChoice view={view} send={send} />;
    case 'checkbox':
    case 'radio_option':
      return (
        <fieldset data-input-type={category.input_type} className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">{view.name}</legend>
          {view.options.map((option) =>
            category.input_type === 'radio_option' && option.addon.type === 'radio_option' ? (
              <CardOption key={option.addon.id} option={option} view={view} send={send} />
            ) : (
              <IndependentOption key={option.addon.id} option={option} categoryId={category.id} send={send} />
            ),
          )}
        </fieldset>
      );
    default:
      return category.input_type satisfies never;
  }
}

const chosenEvent = (categoryId: AddonView['addon']['category_id'], option: AddonView): OrderEvent => ({
  type: 'addon.chosen',
  categoryId,
  addonId: option.addon.id,
  quantity: option.addon.type === 'input' ? firstQuantity(option.addon) : 1,
});

function RadioChoices({ view, send }: CategoryChoicesProps) {
  const id = useId();
  return (
    <fieldset data-input-type="radio" className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{view.name}</legend>
      {view.options.map((option) => (
        <div key={option.addon.id} className="space-y-2">
          <Radio
            id={`${id}-${option.addon.id}`}
            name={`category-${view.category.id}`}
            value={String(option.addon.id)}
            checked={option.chosen}
            disabled={option.disabledBy.length > 0}
            onChange={() => send(chosenEvent(view.category.id, option))}
            label={option.name}
            description={<OptionDescription option={option} id={`${id}-${option.addon.id}-notes`} />}
          />
          <ChosenExtras option={option} categoryId={view.category.id} send={send} />
        </div>
      ))}
    </fieldset>
  );
}

function SelectChoice({ view, send }: CategoryChoicesProps) {
  const { t } = useTranslation();
  const chosen = view.options.find((option) => option.chosen);
  const label = (option: AddonView) => {
    const price = `${t('product.price.monthly', { price: formatSignedPrice(option.monthly, PLAN_LOCALE) })}, ${t('product.price.once', { price: formatSignedPrice(option.once, PLAN_LOCALE) })}`;
    const reason = option.disabledBy.length > 0 ? ` – ${t('product.addon.disabledBy', { addons: option.disabledBy.join(', ') })}` : '';
    return `${option.name} (${price})${reason}`;
  };
  return (
    <div data-input-type="select" className="space-y-3">
      <Select
        label={<span className="text-base font-semibold text-slate-900">{view.name}</span>}
        value={chosen ? String(chosen.addon.id) : ''}
        placeholder={t('product.select.placeholder')}
        options={view.options.map((option) => ({ value: String(option.addon.id), label: label(option), disabled: option.disabledBy.length > 0 }))}
        onChange={(value) => {
          const option = view.options.find((candidate) => String(candidate.addon.id) === value);
          if (option) send(chosenEvent(view.category.id, option));
        }}
      />
      {chosen ? (
        <>
          <AddonNotes option={chosen} id={`select-${view.category.id}-notes`} />
          <ChosenExtras option={chosen} categoryId={view.category.id} send={send} />
        </>
      ) : null}
    </div>
  );
}

function CardOption({ option, view, send }: { option: AddonView; view: CategoryView; send: CategoryChoicesProps['send'] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-2">
      <RadioOptionCard
        name={`category-${view.category.id}`}
        value={String(option.addon.id)}
        checked={option.chosen}
        disabled={option.disabledBy.length > 0}
        onChange={() => send(chosenEvent(view.category.id, option))}
        title={option.name}
        description={<OptionDescription option={option} id={`${id}-notes`} onlyOnce />}
        priceDifference={option.monthly}
        priceSuffix={t('common.perMonth')}
        locale={PLAN_LOCALE}
      />
      <ChosenExtras option={option} categoryId={view.category.id} send={send} />
    </div>
  );
}

/** An add-on chosen on its own: a quantity for input add-ons, a checkbox for the others. */
function IndependentOption({ option, categoryId, send }: { option: AddonView; categoryId: AddonView['addon']['category_id']; send: CategoryChoicesProps['send'] }) {
  const { t } = useTranslation();
  const id = useId();
  const disabled = option.disabledBy.length > 0;
  if (option.addon.type === 'input') {
    return (
      <div data-addon-type="input" className="space-y-2">
        <QuantityStepper
          label={option.name}
          value={option.quantity}
          quantities={[0, ...(option.quantities ?? [])]}
          min={0}
          max={99}
          disabled={disabled}
          decreaseLabel={t('product.quantity.decrease', { name: option.name })}
          increaseLabel={t('product.quantity.increase', { name: option.name })}
          onChange={(quantity) => send({ type: 'addon.quantityChanged', categoryId, addonId: option.addon.id, quantity })}
          description={<OptionDescription option={option} id={`${id}-notes`} />}
        />
        <Children option={option} send={send} />
      </div>
    );
  }
  const isToggle = option.addon.type === 'toggle_on' || option.addon.type === 'toggle_off';
  return (
    <div data-addon-type={option.addon.type} className="space-y-2">
      <Checkbox
        label={option.name}
        checked={option.chosen || option.included}
        disabled={disabled || option.included}
        onChange={(checked) =>
          send(
            isToggle
              ? { type: 'addon.toggled', addonId: option.addon.id, on: checked }
              : checked
                ? chosenEvent(categoryId, option)
                : { type: 'addon.removed', addonId: option.addon.id },
          )
        }
        description={<OptionDescription option={option} id={`${id}-notes`} />}
      />
      <Children option={option} send={send} />
    </div>
  );
}

/** Under a chosen one-of option: its quantity (input add-ons) and its parentAddon children. */
function ChosenExtras({ option, categoryId, send }: { option: AddonView; categoryId: AddonView['addon']['category_id']; send: CategoryChoicesProps['send'] }) {
  const { t } = useTranslation();
  if (!option.chosen) return null;
  return (
    <div className="space-y-2 pl-6">
      {option.addon.type === 'input' ? (
        <QuantityStepper
          label={t('product.quantity.label', { name: option.name })}
          value={option.quantity}
          quantities={option.quantities}
          min={1}
          decreaseLabel={t('product.quantity.decrease', { name: option.name })}
          increaseLabel={t('product.quantity.increase', { name: option.name })}
          onChange={(quantity) => send({ type: 'addon.quantityChanged', categoryId, addonId: option.addon.id, quantity })}
        />
      ) : null}
      <Children option={option} send={send} />
    </div>
  );
}

function Children({ option, send }: { option: AddonView; send: CategoryChoicesProps['send'] }) {
  if (option.children.length === 0) return null;
  return (
    <div data-part="addon-children" className="space-y-2 border-l-2 border-slate-200 pl-4">
      {option.children.map((child) => (
        <IndependentOption key={child.addon.id} option={child} categoryId={child.addon.category_id} send={send} />
      ))}
    </div>
  );
}

function OptionDescription({ option, id, onlyOnce }: { option: AddonView; id: string; onlyOnce?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col gap-1">
      {onlyOnce ? (
        <span className="text-sm text-slate-700 tabular-nums">{t('product.price.once', { price: formatSignedPrice(option.once, PLAN_LOCALE) })}</span>
      ) : (
        <AddonPrice monthly={option.monthly} once={option.once} />
      )}
      <AddonNotes option={option} id={id} />
    </span>
  );
}
