import type { i18n } from 'i18next';
import type { OrderActor } from '../../machines/order.machine.ts';
import { addMessages } from '../i18n/createI18n.ts';
import { planNameMessages } from '../i18n/planNames.ts';
import { resolveLanguage } from '../../machines/language.ts';
import { parseQuery } from '../../machines/query.ts';
import type { Language } from '../domain/index.ts';
import type { ResolvedAttributes } from '../contract/attributes.ts';

/**
 * Keeps the element's i18next instance in step with the machine: the loaded translations and plan names, the
 * chosen language (remembered in localStorage under the element's storage key).
 */
export function attachLanguage(actor: OrderActor, i18n: i18n, storage: Storage | undefined, storageKey: string): () => void {
  let translations: unknown;
  let planClasses: unknown;
  let plan: unknown;
  let language: string | undefined;
  const sync = () => {
    const { context } = actor.getSnapshot();
    if (context.translations !== translations) {
      translations = context.translations;
      if (context.translations) addMessages(i18n, context.translations);
    }
    if (context.planClasses !== planClasses || context.plan !== plan) {
      planClasses = context.planClasses;
      plan = context.plan;
      addMessages(i18n, planNameMessages(context.planClasses, context.plan));
    }
    if (context.language !== language) {
      const first = language === undefined;
      language = context.language;
      void i18n.changeLanguage(context.language);
      // A switch is remembered; so is ?lang, which is a switch made by a link.
      if (!first || context.query.lang !== null) remember(storage, `${storageKey}:lang`, context.language);
    }
  };
  sync();
  const subscription = actor.subscribe(sync);
  return () => subscription.unsubscribe();
}

/** The language the form starts in, from the address's query, the stored choice, the `lang` attribute and the domain. */
export function startLanguage(search: string, attributes: Pick<ResolvedAttributes, 'lang' | 'storageKey'>, view: Window): Language {
  return resolveLanguage({
    query: parseQuery(search).lang,
    stored: storedLanguage(view.localStorage, attributes.storageKey),
    attribute: attributes.lang,
    hostname: view.location.hostname,
  });
}

export function storedLanguage(storage: Storage | undefined, storageKey: string): string | null {
  try {
    return storage?.getItem(`${storageKey}:lang`) ?? null;
  } catch {
    return null;
  }
}

function remember(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* a forbidden storage only loses the remembered choice */
  }
}
