import '../styles/fullStyles.ts';
import { useTranslation } from 'react-i18next';
import { useOrderSelector } from './OrderFormContext.tsx';

/**
 * Spec section 2: in partner mode, banners show the partner, the agent and the parent customer the order is for.
 * Each banner shows only when its value is known.
 */
export default function PartnerBanners() {
  const { t } = useTranslation();
  const isPartnerPortal = useOrderSelector((snapshot) => snapshot.context.partner.isPartnerPortal);
  const partnerCode = useOrderSelector((snapshot) => snapshot.context.partner.partnerCode);
  const agentCode = useOrderSelector((snapshot) => snapshot.context.partner.agentCode);
  const parentCustomerId = useOrderSelector((snapshot) => snapshot.context.partner.parentCustomerId);
  const hasTexts = useOrderSelector((snapshot) => snapshot.context.translations !== null);
  if (!isPartnerPortal || !hasTexts) return null;
  const banners = [
    partnerCode ? { key: 'partner', text: t('partner.banner.partner', { partnerCode }) } : null,
    agentCode ? { key: 'agent', text: t('partner.banner.agent', { agentCode }) } : null,
    parentCustomerId ? { key: 'parentCustomer', text: t('partner.banner.parentCustomer', { parentCustomerId }) } : null,
  ].filter((banner) => banner !== null);
  if (banners.length === 0) return null;
  return (
    <div part="partner-banners" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <ul aria-label={t('partner.banner.label')} className="mx-auto flex max-w-5xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm sm:px-6">
        {banners.map((banner) => (
          <li key={banner.key} data-banner={banner.key} className="font-medium">
            {banner.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
