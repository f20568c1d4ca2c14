import type { Language } from '../domain/index.ts';

/**
 * `error.token.invalid` for an access refused during the boot's authentication, before `GET translations/order4`
 * ran (the same texts as the demo API's). Belongs with the bundled boot messages (src/i18n/bundledMessages.ts).
 */
export const accessDeniedFallback: Record<Language, string> = {
  de: 'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  en: 'Your session is invalid or has expired. Please sign in again.',
  nl: 'Uw sessie is ongeldig of verlopen. Meld u opnieuw aan.',
  fr: 'Votre session est invalide ou a expiré. Veuillez vous reconnecter.',
};
