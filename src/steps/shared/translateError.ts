import type { TFunction } from 'i18next';
import { genericMessage, type FieldError } from '../../domain/validation/messages.ts';

/** The translated message of a field error (the spec's generic message when no text exists). */
export function translateError(t: TFunction, error: FieldError): string {
  return t(error.key, { ...error.params, defaultValue: genericMessage(error) });
}
