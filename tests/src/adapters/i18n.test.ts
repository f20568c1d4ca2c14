import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { attachLanguage, storedLanguage } from '../../../src/adapters/languageAdapter.ts';
import { addMessages, blankPlaceholders, createI18n } from '../../../src/i18n/createI18n.ts';
import { bundledMessages } from '../../../src/i18n/bundledMessages.ts';
import { planNameMessages } from '../../../src/i18n/planNames.ts';
import { startOrder, talPlan } from '../../machines/support.ts';
import { MemoryStorage } from './memoryStorage.ts';

describe('translations', () => {
  it("reads the spec's single-brace messages", () => {
    const i18n = createI18n('de');
    addMessages(i18n, { de: { validation: { error: { maxLength: 'Maximal {max} Zeichen' } } } });
    expect(i18n.t('validation.error.maxLength', { max: 40 })).toBe('Maximal 40 Zeichen');
  });

  it('blanks values that carry the #### placeholder marker', () => {
    expect(blankPlaceholders({ a: 'Wartung ####', b: { c: 'ok', d: '####' } })).toEqual({ a: '', b: { c: 'ok', d: '' } });
  });

  it('gives every element its own instance', () => {
    const first = createI18n('de');
    const second = createI18n('en');
    addMessages(first, { de: { only: 'erste' } });
    expect(second.exists('only', { lng: 'de' })).toBe(false);
    expect(first.language).toBe('de');
    expect(second.language).toBe('en');
  });

  it('bundles the boot messages in all four languages with the same keys', () => {
    const keys = (tree: object): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [key] : keys(value).map((k) => `${key}.${k}`)));
    const german = keys(bundledMessages.de!).sort();
    for (const language of ['en', 'nl', 'fr'] as const) expect(keys(bundledMessages[language]!).sort()).toEqual(german);
    expect(createI18n('nl').t('boot.error.retry')).toBe('Opnieuw laden');
  });

  it('merges plan names per language as planNames.{CODE}', () => {
    const messages = planNameMessages([], talPlan);
    expect(messages.en).toEqual({ planNames: { TALPRIV100: talPlan.translations!.name!.en } });
  });
});

describe('language adapter', () => {
  it('loads the translations into the instance, follows language changes and remembers the choice', async () => {
    const storage = new MemoryStorage();
    const i18n = createI18n('de');
    const { actor } = startOrder('/plans/VOIPPRIV/product/');
    attachLanguage(actor, i18n, storage, 'shop');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(i18n.t('brand.name')).toBe('Nordlicht');
    expect(storage.getItem('shop:lang')).toBeNull();
    actor.send({ type: 'language.changed', language: 'fr' });
    expect(i18n.language).toBe('fr');
    expect(storedLanguage(storage, 'shop')).toBe('fr');
  });
});
