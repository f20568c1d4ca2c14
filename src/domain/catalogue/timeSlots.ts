import type { Id } from '../schemas/index.ts';
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
