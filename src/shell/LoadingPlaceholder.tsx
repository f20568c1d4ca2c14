import { useTranslation } from 'react-i18next';

/** Spec section 2: the main area shows a loading placeholder while the route is pending. */
export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-placeholder="loading" className="mx-auto flex max-w-5xl flex-col gap-4 p-6">
      <span className="sr-only">{t('boot.loading')}</span>
      <div aria-hidden="true" className="h-8 w-1/3 animate-pulse rounded-brand bg-slate-200 motion-reduce:animate-none" />
      <div aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded-brand bg-slate-100 motion-reduce:animate-none" />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-40 animate-pulse rounded-brand border border-slate-200 bg-slate-50 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
