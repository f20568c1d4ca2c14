import type { MessagesByLanguage } from './createI18n.ts';

/**
 * The few texts the element needs before (or without) the server's translations: the boot screen and its
 * failure. Everything else comes from `GET translations/order4`.
 */
export const bundledMessages: MessagesByLanguage = {
  de: {
    boot: {
      loading: 'Bestellformular wird geladen …',
      error: {
        title: 'Das Bestellformular konnte nicht geladen werden',
        text: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
        retry: 'Erneut laden',
      },
    },
  },
  en: {
    boot: {
      loading: 'Loading the order form …',
      error: {
        title: 'The order form could not be loaded',
        text: 'Please check your internet connection and try again.',
        retry: 'Reload',
      },
    },
  },
  nl: {
    boot: {
      loading: 'Bestelformulier wordt geladen …',
      error: {
        title: 'Het bestelformulier kon niet worden geladen',
        text: 'Controleer uw internetverbinding en probeer het opnieuw.',
        retry: 'Opnieuw laden',
      },
    },
  },
  fr: {
    boot: {
      loading: 'Chargement du formulaire …',
      error: {
        title: "Le formulaire de commande n'a pas pu être chargé",
        text: 'Veuillez vérifier votre connexion internet et réessayer.',
        retry: 'Recharger',
      },
    },
  },
};
