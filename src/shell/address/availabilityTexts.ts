import type { i18n } from 'i18next';
import type { ApiClient } from '../../api/index.ts';
import { addMessages } from '../../i18n/createI18n.ts';

export const AVAILABILITY_NAMESPACE = 'orderAvailability';

const loads = new WeakMap<i18n, Promise<void>>();

/**
 * The `orderAvailability` texts, loaded once per element when the modal first opens (the boot and the plan list
 * do not wait for them) into their own namespace of the element's i18next instance. A failed load leaves empty
 * texts (spec section 7), so the check still works.
 */
export function loadAvailabilityTexts(api: ApiClient, instance: i18n): Promise<void> {
  let load = loads.get(instance);
  if (!load) {
    load = api.loadTranslationsOrEmpty(AVAILABILITY_NAMESPACE).then(({ translations }) => addMessages(instance, translations, AVAILABILITY_NAMESPACE));
    loads.set(instance, load);
  }
  return load;
}
