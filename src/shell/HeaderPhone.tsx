import '../styles/fullStyles.ts';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { isPlanRoute } from '../../machines/routes.ts';
import { isInternationalPlanCode } from '../domain/countries.ts';
import { useOrderSelector } from './OrderFormContext.tsx';

/**
 * The `tel:` address of a translated phone number, or null when the number is not numeric (spec section 2:
 * the number is hidden then). Spaces, slashes, dashes and dots group digits and are allowed; a leading `+` too.
 * Here, not with the shell's rules of the first screen (./shellRules.ts): only this chunk uses it.
 */
function telephoneHref(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? '').replace(/[\s/.-]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : null;
}

/** The plan the page is about (as the header finds it). */
const shownPlanOf = (snapshot: OrderSnapshot) => {
  const { route, plan } = snapshot.context;
  return isPlanRoute(route) && plan && plan.code.toUpperCase() === route.plan.toUpperCase() ? plan : null;
};

/** Spec section 2: for private or business plans; hidden for the international plan or a non-numeric number. */
export default function HeaderPhone() {
  const { t } = useTranslation();
  const planCode = useOrderSelector((snapshot) => shownPlanOf(snapshot)?.code ?? null);
  const planType = useOrderSelector((snapshot) => shownPlanOf(snapshot)?.type ?? null);
  if (!planCode || !planType || isInternationalPlanCode(planCode)) return null;
  const number = t(`header.phone.${planType}`);
  const href = telephoneHref(number);
  if (!href) return null;
  // Below 448 px of the element's width the number is the link's name only (its icon shows, a tap calls): with the
  // language menu and the cart beside it, the number would push the header past a 320 px screen (WCAG 1.4.10).
  return (
    <a
      href={href}
      part="phone"
      className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-brand px-1 text-sm text-slate-800 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand @md:min-w-0 @md:justify-start"
    >
      <svg className="size-5 shrink-0 text-brand" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M3.5 2A1.5 1.5 0 0 0 2 3.5V5c0 7.18 5.82 13 13 13h1.5a1.5 1.5 0 0 0 1.5-1.5v-2.09a1.5 1.5 0 0 0-1.15-1.46l-2.86-.72a1.5 1.5 0 0 0-1.52.52l-.66.83a10.6 10.6 0 0 1-5.2-5.2l.83-.66a1.5 1.5 0 0 0 .52-1.52l-.72-2.86A1.5 1.5 0 0 0 5.59 2H3.5Z" />
      </svg>
      {/* visually hidden, not removed, while narrow: the link's name stays "label number" at every width */}
      <span className="flex flex-col leading-tight">
        <span className="sr-only text-xs text-slate-700 @2xl:not-sr-only">{t('header.phone.label')}</span>{' '}
        <span className="sr-only font-semibold whitespace-nowrap @md:not-sr-only">{number}</span>
      </span>
    </a>
  );
}
