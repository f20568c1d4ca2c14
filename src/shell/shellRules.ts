import type { EntityTranslations, Language, PartnerState } from '../domain/index.ts';

/*
 * Small pure rules of the shell (spec section 2). They sit here until src/domain takes them over: the shell's
 * components only call them, so moving them is an import change.
 */

export interface HeaderVisibilityInput {
  partner: Pick<PartnerState, 'isPartnerPortal' | 'parentCustomerId'>;
  /** the authentication check of the boot is still running */
  authenticationPending: boolean;
}

/**
 * Spec section 2: the header shows when not in partner mode and authentication is not pending, or in partner
 * mode with a parent customer id.
 */
export function isHeaderShown({ partner, authenticationPending }: HeaderVisibilityInput): boolean {
  if (partner.isPartnerPortal) return Boolean(partner.parentCustomerId);
  return !authenticationPending;
}

/** One translated field of an entity (`translations.description.en`), else German, else empty. */
export function localizedField(translations: EntityTranslations | null | undefined, field: string, language: Language): string {
  const texts = translations?.[field];
  return texts?.[language] || texts?.de || '';
}

/** A plan's features arrive as one text per language, one feature a line. */
export function featureLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
