import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/index.ts';
import type { AddonView } from './catalogueView.ts';

/** firstItemFree, hasPrices and prepaid as the price rules say (spec sections 3, 9), and why an option is disabled. */
export function AddonNotes({ option, id }: { option: AddonView; id: string }) {
  const { t } = useTranslation();
  const notes = [
    option.firstItemFree ? t('product.addon.firstItemFree') : null,
    option.hasPrices ? t('product.addon.hasPrices') : null,
    option.included ? t('product.addon.included') : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0 && !option.prepaid && option.disabledBy.length === 0) return null;
  return (
    <span id={id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {option.prepaid ? <Badge>{t('product.addon.prepaid')}</Badge> : null}
      {notes.map((note) => (
        <span key={note}>{note}</span>
      ))}
      {option.disabledBy.length > 0 ? (
        <span data-part="disabled-reason" className="font-medium text-slate-800">
          {t('product.addon.disabledBy', { addons: option.disabledBy.join(', ') })}
        </span>
      ) : null}
    </span>
  );
}
