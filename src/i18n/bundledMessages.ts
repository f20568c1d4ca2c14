import type { MessagesByLanguage } from './messages.ts';

/**
 * The few texts the element needs before (or without) the server's translations: the boot screen, its failure,
 * and the refused access (it can happen during authentication, before the translations load). Everything else
 * comes from `GET translations/order4`, which overrides these.
 */
export const bundledMessages: MessagesByLanguage = {
  de: {
    error: { token: { invalid: 'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.' } },
    boot: {
      loading: 'Bestellformular wird geladen …',
      error: {
        title: 'Das Bestellformular konnte nicht geladen werden',
        text: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
        timeout: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
        retry: 'Erneut laden',
      },
    },
  },
  en: {
    error: { token: { invalid: 'Your session is invalid or has expired. Please sign in again.' } },
    boot: {
      loading: 'Loading the order form …',
      error: {
        title: 'The order form could not be loaded',
        text: 'Please check your internet connection and try again.',
        timeout: 'The server did not answer in time. Please try again.',
        retry: 'Reload',
      },
    },
  },
  nl: {
    error: { token: { invalid: 'Uw sessie is ongeldig of verlopen. Meld u opnieuw aan.' } },
    boot: {
      loading: 'Bestelformulier wordt geladen …',
      error: {
        title: 'Het bestelformulier kon niet worden geladen',
        text: 'Controleer uw internetverbinding en probeer het opnieuw.',
        timeout: 'De server heeft niet op tijd geantwoord. Probeer het opnieuw.',
        retry: 'Opnieuw laden',
      },
    },
  },
  fr: {
    error: { token: { invalid: 'Votre session est invalide ou a expiré. Veuillez vous reconnecter.' } },
    boot: {
      loading: 'Chargement du formulaire …',
      error: {
        title: "Le formulaire de commande n'a pas pu être chargé",
        text: 'Veuillez vérifier votre connexion internet et réessayer.',
        timeout: "Le serveur n'a pas répondu à temps. Veuillez réessayer.",
        retry: 'Recharger',
      },
    },
  },
};
