import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { isPlanRoute } from '../../machines/routes.ts';
import { languagesForPlan } from '../domain/countries.ts';
import type { Language } from '../domain/schemas/common.ts';
import type { HeaderPosition } from '../contract/attributes.ts';
import { cx } from '../ui/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { useOrderSelector, useOrderSend, usePlanListLink } from './OrderFormContext.tsx';
import { cartPanel, headerPhone } from './chunks.ts';
import { isHeaderShown } from './shellRules.ts';

const HeaderPhone = headerPhone.Component;

/** The plan the page is about: the loaded plan while its route is shown, none on the plan list and other pages. */
const shownPlanOf = (snapshot: OrderSnapshot) => {
  const { route, plan } = snapshot.context;
  return isPlanRoute(route) && plan && plan.code.toUpperCase() === route.plan.toUpperCase() ? plan : null;
};

/** The price cart: a lazy chunk, loaded on plan routes only (spec section 2, "Price cart panel"). */
const CartPanel = cartPanel.Component;

/** The plan code that decides the languages: the route's, else the element's `plan` attribute. */
const languagePlanCodeOf = (snapshot: OrderSnapshot) => {
  const { route, planAttribute } = snapshot.context;
  return isPlanRoute(route) ? route.plan : (planAttribute ?? '');
};

const isHeaderShownFor = (snapshot: OrderSnapshot) =>
  // Without the loaded texts the header would show bare keys; the boot placeholder stands alone until then.
  snapshot.context.translations !== null &&
  isHeaderShown({ partner: snapshot.context.partner, authenticationPending: snapshot.matches({ booting: 'authenticating' }) });

/**
 * The header of spec section 2: logo, the phone number of private and business plans, the language menu.
 * It never covers the host page unless asked to (the `header` attribute): `sticky` keeps it at the top of the
 * element's own box while the form scrolls by, `static` leaves it in the flow, `fixed` pins it to the viewport
 * and keeps a spacer so the form's content starts below it.
 */
export function Header({ position = 'sticky' }: { position?: HeaderPosition }) {
  const shown = useOrderSelector(isHeaderShownFor);
  const ref = useRef<HTMLDivElement>(null);
  useHeaderOffset(ref, position, shown);
  if (!shown) return null;
  return (
    <>
      <div
        ref={ref}
        part="header"
        data-position={position}
        className={cx('@container border-b border-slate-200 bg-white/95 [backdrop-filter:blur(8px)]', positionClasses[position])}
      >
        {/* Reflow (WCAG 1.4.10): at 320 px the phone link shows its icon only and anything that still does not
            fit wraps to a second row, never past the element's width. */}
        <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 sm:px-6">
          <Logo />
          <div className="flex flex-wrap items-center justify-end gap-1 @sm:gap-2 sm:gap-4">
            <PhoneNumber />
            <HeaderLanguageMenu />
            <HeaderCart />
          </div>
        </div>
      </div>
      {position === 'fixed' ? <div aria-hidden="true" style={{ height: 'var(--order-form-header-height, 4rem)' }} /> : null}
    </>
  );
}

/**
 * Focus not obscured (WCAG 2.4.11): the header's bottom edge while it is stuck (its `top`, which a host may move
 * through `::part(header)`, plus its height) goes to `--order-form-header-offset` on the element's content, whose
 * focus targets keep that much scroll margin (theme.css). A static header covers nothing: 0. Measured, not
 * assumed: the header is taller when it wraps or when the host restyles it. Measured by a ResizeObserver, which
 * reports right after the browser's own layout of the frame: reading the size in the commit would force a layout
 * of the whole page there, before the first screen could be painted. The properties are written only when they
 * change (each write restyles the content below).
 */
function useHeaderOffset(ref: RefObject<HTMLDivElement | null>, position: HeaderPosition, shown: boolean) {
  useLayoutEffect(() => {
    const header = ref.current;
    const container = header?.parentElement;
    if (!header || !container) return undefined;
    const measure = (px: number) => {
      const top = Number.parseFloat(getComputedStyle(header).top) || 0;
      const height = `${px}px`;
      const offset = position === 'static' ? '0px' : `${top + px}px`;
      const { style } = container;
      if (style.getPropertyValue('--order-form-header-height') === height && style.getPropertyValue('--order-form-header-offset') === offset) return;
      style.setProperty('--order-form-header-height', height);
      style.setProperty('--order-form-header-offset', offset);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure(header.getBoundingClientRect().height);
      return () => clear(container);
    }
    // The write waits for the next frame: the spacer it resizes can add or take away the page's scroll bar,
    // which re-wraps the header inside the same observation ("ResizeObserver loop completed with undelivered
    // notifications", an error on the host's page).
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      const px = box ? box.blockSize : header.getBoundingClientRect().height;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(px));
    });
    observer.observe(header);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      clear(container);
    };
  }, [ref, position, shown]);
}

function clear(container: HTMLElement) {
  container.style.removeProperty('--order-form-header-height');
  container.style.removeProperty('--order-form-header-offset');
}

const positionClasses: Record<HeaderPosition, string> = {
  static: 'relative z-30',
  sticky: 'sticky top-0 z-30',
  fixed: 'fixed inset-x-0 top-0 z-30',
};

function Logo() {
  const { t } = useTranslation();
  const planList = usePlanListLink();
  return (
    <a
      href={planList.href}
      onClick={planList.onClick}
      aria-label={t('header.logoAlt')}
      part="logo"
      className="flex items-center gap-2 rounded-brand text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <svg className="size-8 shrink-0" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path d="M6 22c4-9 9-13 20-14-6 3-9 7-11 14" fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-brand-contrast" />
        <circle cx="24" cy="22" r="2.5" className="fill-accent" />
      </svg>
      <span className="hidden sm:inline">{t('brand.name')}</span>
    </a>
  );
}

/** The phone number shows on plan routes only: a chunk of its own, fetched with what opening a plan needs. */
function PhoneNumber() {
  const onPlan = useOrderSelector((snapshot) => shownPlanOf(snapshot) !== null);
  if (!onPlan) return null;
  return <HeaderPhone />;
}

/** Mounted while a plan's route shows its plan, so the cart keeps its state across the flow's steps. */
function HeaderCart() {
  const onPlan = useOrderSelector((snapshot) => shownPlanOf(snapshot) !== null);
  if (!onPlan) return null;
  return <CartPanel />;
}

/** Spec section 2: only when the plan offers more than one language (EBCOM does not limit). */
function HeaderLanguageMenu() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const planCode = useOrderSelector(languagePlanCodeOf);
  const languages = languagesForPlan(planCode);
  if (languages.length < 2) return null;
  return (
    <LanguageMenu
      languages={languages}
      current={language}
      label={t('menu.language.label')}
      languageName={(name: Language) => t(`menu.language.${name}`)}
      onChoose={(chosen) => send({ type: 'language.changed', language: chosen })}
    />
  );
}
