import type { Plan, PlanClass } from '../domain/index.ts';
import type { MessagesByLanguage } from './messages.ts';

const languages = ['de', 'en', 'nl', 'fr'] as const;

/**
 * Spec section 4: the messages are merged with plan-name translations. Each plan's `translations.name` per
 * language becomes `planNames.{CODE}`, so a plan name is looked up like any other text.
 */
export function planNameMessages(planClasses: readonly PlanClass[], plan: Plan | null): MessagesByLanguage {
  const plans = [...planClasses.flatMap((planClass) => planClass.plans), ...(plan ? [plan] : [])];
  const messages: MessagesByLanguage = {};
  for (const language of languages) {
    const names: Record<string, string> = {};
    for (const entry of plans) {
      const name = entry.translations?.name?.[language] ?? entry.translations?.name?.de;
      if (name) names[entry.code.toUpperCase()] = name;
    }
    messages[language] = { planNames: names };
  }
  return messages;
}
