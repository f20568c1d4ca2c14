import { ADDITIONAL_NUMBERS_CATEGORY } from '../../../domain/catalogue/additionalNumbers.ts';
import { effectiveSelection, isPrepaid, offeredQuantities } from '../../../domain/catalogue/selection.ts';
import { isFlagSet, sameId } from '../../../domain/catalogue/lookup.ts';
import { localizedName } from '../../../domain/planName.ts';
import { optionPriceDifference } from '../../../domain/pricing/priceDifference.ts';
import { priceQuantity } from '../../../domain/pricing/priceQuantity.ts';
import { toCents } from '../../../domain/pricing/money.ts';
import { type Addon, type Category, type CategorySection, type Plan } from '../../../domain/schemas/plan.ts';
import { type Cents, type Id, type Language } from '../../../domain/schemas/common.ts';
import { type SelectedAddon } from '../../../domain/schemas/cart.ts';

/** The category of the technician time slot: its slots are the connection questions' (another screen). */
const TIME_SLOT_CATEGORY = 'technicianTimeSlot';

export interface AddonView {
  addon: Addon;
  name: string;
  chosen: boolean;
  quantity: number;
  /** disabled by a chosen add-on (`disables`), with the names of the add-ons that disable it */
  disabledBy: string[];
  /** a cart add-on outside a radio or select question: always in the cart */
  included: boolean;
  quantities: number[] | null;
  /** what choosing it (or, once chosen, having it) adds to the totals, signed, in cents */
  monthly: Cents;
  once: Cents;
  firstItemFree: boolean;
  hasPrices: boolean;
  prepaid: boolean;
  /** parentAddon children, shown only while this add-on is chosen */
  children: AddonView[];
}

export interface CategoryView {
  category: Category;
  name: string;
  options: AddonView[];
}

export interface SectionView {
  section: CategorySection;
  categories: CategoryView[];
}

const sections: CategorySection[] = ['connection', 'product', 'hardware'];

/**
 * The catalogue as the product step shows it (spec sections 2, 3, 9): categories by section, options with their
 * signed price differences, rules applied (excluded add-ons not offered, disabled ones with the reason), and
 * parentAddon children under their chosen parent.
 */
export function catalogueView(plan: Plan, selection: readonly SelectedAddon[], language: Language): SectionView[] {
  const effective = effectiveSelection(plan, selection);
  const addons = plan.categories.flatMap((c) => c.addons);
  const kept = (id: Id) => effective.kept.some((k) => sameId(k, id));
  const nameOf = (addon: Addon) => localizedName(addon, language, addon.name);
  const disablers = (id: Id) =>
    addons.filter((a) => kept(a.id) && (a.plans_rules ?? []).some((r) => r.type === 'disables' && sameId(r.applied_to_id, id))).map(nameOf);
  const isExcluded = (id: Id) => !kept(id) && effective.excludedIds.some((x) => sameId(x, id));
  const isShown = (category: Category, addon: Addon) =>
    !(category.translation_key === TIME_SLOT_CATEGORY && addon.type === 'radio_option') && !isExcluded(addon.id);

  const view = (category: Category, addon: Addon): AddonView => {
    const chosen = kept(addon.id);
    const quantity = chosen ? (selection.find((s) => sameId(s.id, addon.id))?.quantity ?? 1) : 0;
    const difference = priceOf(plan, selection, category, addon, chosen, quantity);
    return {
      addon,
      name: nameOf(addon),
      chosen,
      quantity,
      disabledBy: chosen ? [] : disablers(addon.id),
      included: addon.type === 'cart' && !isOneOf(category),
      quantities: offeredQuantities(addon),
      monthly: difference.monthly,
      once: difference.once,
      firstItemFree: isFlagSet(addon.attributes?.firstItemFree),
      hasPrices: isFlagSet(addon.attributes?.hasPrices),
      prepaid: isPrepaid(addon),
      children: chosen
        ? addons
            .filter((child) => child.attributes?.parentAddon != null && sameId(child.attributes.parentAddon, addon.id))
            .flatMap((child) => {
              const childCategory = plan.categories.find((c) => sameId(c.id, child.category_id));
              return childCategory && isShown(childCategory, child) ? [view(childCategory, child)] : [];
            })
        : [],
    };
  };

  return sections
    .map((section) => ({
      section,
      categories: plan.categories
        .filter((c) => c.section === section && c.translation_key !== ADDITIONAL_NUMBERS_CATEGORY && c.name !== ADDITIONAL_NUMBERS_CATEGORY)
        .map((category) => ({
          category,
          name: localizedName(category, language, category.name),
          options: category.addons.filter((a) => a.attributes?.parentAddon == null && isShown(category, a)).map((a) => view(category, a)),
        }))
        .filter((c) => c.options.length > 0),
    }))
    .filter((s) => s.categories.length > 0);
}

/** Is this category one question with one answer (radio, select), its options chosen in its place. */
export function isOneOf(category: Category): boolean {
  return category.input_type === 'radio' || category.input_type === 'select';
}

/** The quantity an input add-on starts with when chosen: the smallest offered above 0. */
export function firstQuantity(addon: Addon): number {
  return offeredQuantities(addon)?.find((q) => q > 0) ?? 1;
}

function priceOf(plan: Plan, selection: readonly SelectedAddon[], category: Category, addon: Addon, chosen: boolean, quantity: number) {
  const oneOf = isOneOf(category) || (category.input_type === 'radio_option' && addon.type === 'radio_option');
  if (oneOf && !chosen) return optionPriceDifference(plan, selection, category.id, addon.id, addon.type === 'input' ? firstQuantity(addon) : 1);
  if (oneOf) return { monthly: 0, once: 0 };
  return ownPrice(addon, chosen ? quantity : addon.type === 'input' ? firstQuantity(addon) : 1);
}

function ownPrice(addon: Addon, quantity: number): { monthly: Cents; once: Cents } {
  const priced = priceQuantity(addon, quantity);
  return { monthly: toCents(addon.monthly_price) * priced, once: (toCents(addon.one_time_price) + toCents(addon.setup_price)) * priced };
}
