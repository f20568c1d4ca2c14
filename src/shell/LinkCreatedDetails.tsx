import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanLink } from '../domain/schemas/planLink.ts';
import { Spinner } from '../ui/index.ts';
import { useApi, useOrderSelector } from './OrderFormContext.tsx';

type Loaded = { status: 'loading' } | { status: 'loaded'; link: PlanLink & { url: string } } | { status: 'failed' };

/**
 * The link-created page's details (spec section 2): what was saved (the plan and its add-ons) and where the
 * link was sent, from `GET plan-links/{planCode}` so a reload still shows them.
 */
export function LinkCreatedDetails() {
  const { t } = useTranslation();
  const api = useApi();
  const planCode = useOrderSelector((snapshot) => (snapshot.context.route.name === 'linkCreated' ? snapshot.context.route.plan : null));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!planCode) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    api.loadPlanLink(planCode, { signal: controller.signal }).then(
      (link) => setLoaded({ status: 'loaded', link }),
      () => !controller.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [api, planCode]);

  if (loaded.status === 'loading') return <Spinner label={t('linkCreated.loading')} className="mt-4" />;
  if (loaded.status === 'failed') return null;
  const { link } = loaded;
  const planName = t(`planNames.${link.plan_code}`, { defaultValue: link.plan_code });
  return (
    <div className="mt-4 space-y-3" data-part="link-created-details">
      <p>{t('linkCreated.sentTo', { email: link.email })}</p>
      <h2 className="text-lg font-semibold">{t('linkCreated.saved', { plan: planName })}</h2>
      {link.config.length > 0 ? (
        <ul className="list-disc pl-6">
          {link.config.map((entry) => (
            <li key={String(entry.id)}>{entry.quantity && entry.quantity > 1 ? `${entry.name} (${entry.quantity})` : entry.name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('linkCreated.noAddons')}</p>
      )}
      <a
        href={link.url}
        className="inline-block rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('linkCreated.open')}
      </a>
    </div>
  );
}
