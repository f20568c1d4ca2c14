import type { Id, Plan } from '../schemas/index.ts';
import { sameId } from './lookup.ts';

/** The default technician time slot (spec section 9). */
export const DEFAULT_TECHNICIAN_TIME_SLOT = 'morning';

/** The technician time slots left after removing rule-excluded ones (spec section 4). */
export function availableTimeSlots(options: readonly string[], excludedIds: readonly Id[]): string[] {
  return options.filter((slot) => !excludedIds.some((id) => sameId(id, slot)));
}

/** The time slot is selectable only if more than one option remains (spec section 4). */
export function isTimeSlotSelectable(options: readonly string[], excludedIds: readonly Id[]): boolean {
  return availableTimeSlots(options, excludedIds).length > 1;
}

/**
 * The slot in effect: the chosen one while it is still offered, else morning when offered, else the first
 * remaining slot, else none (spec sections 4, 9).
 */
export function effectiveTimeSlot(options: readonly string[], excludedIds: readonly Id[], chosen: string | null): string | null {
  const available = availableTimeSlots(options, excludedIds);
  if (chosen !== null && available.includes(chosen)) return chosen;
  if (available.includes(DEFAULT_TECHNICIAN_TIME_SLOT)) return DEFAULT_TECHNICIAN_TIME_SLOT;
  return available[0] ?? null;
}

/** The category that holds the technician time slots, by name or translation key. */
export const TECHNICIAN_TIME_SLOT_CATEGORY = 'technicianTimeSlot';

/** The plan's technician time slots: the radio_option add-ons of its time-slot category (spec sections 3, 4). */
export function timeSlotOptionsOf(plan: Plan): string[] {
  const category = plan.categories.find((c) => c.name === TECHNICIAN_TIME_SLOT_CATEGORY || c.translation_key === TECHNICIAN_TIME_SLOT_CATEGORY);
  return (category?.addons ?? []).filter((addon) => addon.type === 'radio_option').map((addon) => String(addon.id));
}
