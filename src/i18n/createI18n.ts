import i18next, { type i18n, type Resource } from 'i18next';
import type { Language } from '../domain/index.ts';
import { bundledMessages } from './bundledMessages.ts';
import type { Messages, MessagesByLanguage } from './messages.ts';

export const NAMESPACE = 'order4';

/**
 * One i18next instance per element (no global singleton): the spec's single-brace interpolation (`{max}`),
 * React escaping (so no double escaping here), keys used as they are, and the bundled boot messages available
 * before any translation has loaded.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['de', 'en', 'nl', 'fr'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    resources: toResources(bundledMessages),
    initAsync: false,
  });
  // a switch to another language brings its messages in before anything renders in it
  instance.on('languageChanging', (language: string) => addWaiting(instance, language));
  return instance;
}

/** Loaded messages of the languages not shown yet, per instance, in the order they came. */
const waiting = new WeakMap<i18n, Array<{ language: string; namespace: string; tree: Messages }>>();

/**
 * Adds loaded messages, blanking values that carry the `####` placeholder marker; to order4 unless another
 * namespace is named (`orderAvailability`, loaded with the address check). The answer holds all four languages
 * (a switch needs no request); the shown language's are added at once, the others when the element switches to
 * one of them: the start-up copies one language's messages into i18next, not four.
 */
export function addMessages(instance: i18n, messages: MessagesByLanguage, namespace = NAMESPACE): void {
  const shown = instance.language;
  for (const [language, tree] of Object.entries(messages)) {
    if (!tree) continue;
    if (language === shown) add(instance, language, namespace, tree);
    else waiting.set(instance, [...(waiting.get(instance) ?? []), { language, namespace, tree }]);
  }
}

function add(instance: i18n, language: string, namespace: string, tree: Messages): void {
  instance.addResourceBundle(language, namespace, blankPlaceholders(tree), true, true);
}

function addWaiting(instance: i18n, language: string): void {
  const all = waiting.get(instance) ?? [];
  for (const entry of all) if (entry.language === language) add(instance, entry.language, entry.namespace, entry.tree);
  waiting.set(
    instance,
    all.filter((entry) => entry.language !== language),
  );
}

/** Spec section 5: translation values containing #### are blanked. */
export function blankPlaceholders(messages: Messages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    result[key] = typeof value === 'string' ? (value.includes('####') ? '' : value) : blankPlaceholders(value);
  }
  return result;
}

/** A copy per instance: i18next adds later bundles into these objects, which must never be shared. */
function toResources(messages: MessagesByLanguage): Resource {
  const resources: Resource = {};
  for (const [language, tree] of Object.entries(messages)) resources[language] = { [NAMESPACE]: structuredClone(tree ?? {}) };
  return resources;
}
