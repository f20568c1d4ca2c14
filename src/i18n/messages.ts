import type { Language } from '../domain/index.ts';

/** Nested message objects, as `GET translations/{namespace}` answers them per language. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Messages of one namespace in each language that has them: the bundled boot messages, the plan names, ... */
export type MessagesByLanguage = Partial<Record<Language, Messages>>;
