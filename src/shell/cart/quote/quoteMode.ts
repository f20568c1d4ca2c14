import type { OrderSnapshot } from '../../../../machines/order.machine.ts';

/**
 * Spec sections 4, 6: partner-portal and international plans ask for a quote directly (no contact form), from the
 * flow: a partner agent's page has no header, so no cart.
 */
export function isDirectQuote(snapshot: OrderSnapshot): boolean {
  const { plan, partner, stepRules } = snapshot.context;
  if (!plan || !stepRules) return false;
  return partner.isPartnerPortal || stepRules.isInternational(plan, snapshot.context);
}

/** Spec section 2: the quote form sits inside the cart for business plans outside customization mode. */
export function hasCartQuoteForm(snapshot: OrderSnapshot): boolean {
  const { plan } = snapshot.context;
  return plan !== null && plan.type === 'business' && !plan.isCustomizationMode && !isDirectQuote(snapshot);
}
