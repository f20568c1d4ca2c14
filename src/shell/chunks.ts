import { preloadable } from './preloadable.tsx';

/** Everything of a plan route (the steps' frame, the address check): loaded when a plan is opened, or before. */
export const planFlow = preloadable(() => import('./PlanFlow.tsx'), 'planFlow');

/** The pages beyond the plan list (not found, unsupported, identity check, thanks, link created). */
export const messagePages = preloadable(() => import('./MessagePages.tsx'), 'messagePages');

/** The header's language list: fetched when the pointer or focus comes near its button, shown when it opens. */
export const languageMenuList = preloadable(() => import('./LanguageMenuList.tsx'), 'languageMenuList');

/** The partner-mode banners: only partner agents see them, so only they fetch them. */
export const partnerBanners = preloadable(() => import('./PartnerBanners.tsx'), 'partnerBanners');

/** The header's cart, shown on plan routes only (with the plan flow's chunk in the build). */
export const cartPanel = preloadable(() => import('./cart/CartPanel.tsx'), 'cartPanel');

/** The header's phone number, shown on plan routes only. */
export const headerPhone = preloadable(() => import('./HeaderPhone.tsx'), 'headerPhone');

/** The notice of a session that ended or could not take over the order (./SessionNoticeSlot.tsx loads it). */
export const sessionNotice = preloadable(() => import('./SessionNotice.tsx'), 'sessionNotice');
