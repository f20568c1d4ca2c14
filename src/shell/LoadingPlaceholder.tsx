import { useTranslation } from 'react-i18next';
import { placeholderClasses } from './placeholderClasses.ts';

/** Spec section 2: the main area shows a loading placeholder while the route is pending. */
export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-placeholder="loading" className={placeholderClasses.status}>
      <span className="sr-only">{t('boot.loading')}</span>
      <div aria-hidden="true" className={placeholderClasses.title} />
      <div aria-hidden="true" className={placeholderClasses.line} />
      <div aria-hidden="true" className={placeholderClasses.cards}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={placeholderClasses.card} />
        ))}
      </div>
    </div>
  );
}
