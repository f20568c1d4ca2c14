import { useTranslation } from 'react-i18next';
import type { PortalTarget } from '../../machines/order/context.ts';
import { NAMESPACE } from '../i18n/createI18n.ts';
import { useOrderRuntime } from './OrderFormContext.tsx';

/**
 * The link texts, bundled: access may be refused before the translations load. Loaded translations
 * (`redirect.*` in order4) win over these.
 */
const bundledTexts = {
  de: { partnerPortal: 'Zum Partnerportal', customerPortal: 'Zum Kundenportal', externalThanks: 'Weiter', subscriptionManagement: 'Zur Aboverwaltung' },
  en: { partnerPortal: 'Go to the partner portal', customerPortal: 'Go to the customer portal', externalThanks: 'Continue', subscriptionManagement: 'Go to subscription management' },
  nl: { partnerPortal: 'Naar het partnerportaal', customerPortal: 'Naar het klantenportaal', externalThanks: 'Verder', subscriptionManagement: 'Naar abonnementsbeheer' },
  fr: { partnerPortal: 'Vers le portail partenaire', customerPortal: 'Vers le portail client', externalThanks: 'Continuer', subscriptionManagement: 'Vers la gestion des abonnements' },
} as const satisfies Record<string, Record<PortalTarget, string>>;

/**
 * An external target (portal, external thank-you page, subscription management) as a link in the top window: the
 * element also leaves for it on its own (src/adapters/topNavigation.ts), but a frame that may not navigate the top
 * window without a click (sandboxed, or cross-origin without a user's gesture) needs the user to follow it. Shows
 * nothing when the element has no URL for the target.
 */
export function ExternalTargetLink({ target }: { target: PortalTarget }) {
  const { t, i18n } = useTranslation();
  const url = useOrderRuntime().attributes[`${target}Url`];
  for (const [language, texts] of Object.entries(bundledTexts)) {
    if (!i18n.exists(`redirect.${target}`, { lng: language })) i18n.addResourceBundle(language, NAMESPACE, { redirect: texts }, true, false);
  }
  if (!url) return null;
  return (
    <a
      href={url}
      target="_top"
      data-target={target}
      className="mt-4 inline-block rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {t(`redirect.${target}`)}
    </a>
  );
}
