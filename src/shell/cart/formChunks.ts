import { preloadable } from '../preloadable.tsx';

/**
 * The quote form and button (spec sections 2, 4, 6): in the cart of business plans, beside the steps for partner
 * agents and international plans.
 */
export const quoteSection = preloadable(() => import('./quote/QuoteSection.tsx'), 'quoteSection');

/** The plan link form of the cart (spec section 2). */
export const planLinkForm = preloadable(() => import('./planLink/PlanLinkForm.tsx'), 'planLinkForm');
