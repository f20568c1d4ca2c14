import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { Alert, Button } from '../ui/index.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { PlanFlow } from './PlanFlow.tsx';
import { LoadingPlaceholder } from './Shell.tsx';

type PageName = 'plans' | 'planError' | 'unsupported' | 'nect' | 'thanks' | 'linkCreated' | 'notFound' | 'plan';

const pageOf = (snapshot: OrderSnapshot): PageName | 'routing' => {
  const page = snapshot.value;
  if (typeof page === 'string' || !('ready' in page)) return 'routing';
  const value = (page.ready as { page: string | Record<string, unknown> }).page;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PageName | 'routing';
};

/** The routed page of spec section 2. */
export function Pages() {
  const page = useOrderSelector(pageOf);
  switch (page) {
    case 'routing':
      return <LoadingPlaceholder />;
    case 'plans':
      return <PlanListPage />;
    case 'planError':
      return <PlanListPage planNotFound />;
    case 'unsupported':
      return <MessagePage title="unsupported.title" text="unsupported.text" />;
    case 'nect':
      return <MessagePage title="nect.title" text="nect.text" />;
    case 'thanks':
      return <MessagePage title="thanks.title" text="thanks.text" />;
    case 'linkCreated':
      return <MessagePage title="linkCreated.title" text="linkCreated.text" />;
    case 'notFound':
      return <NotFoundPage />;
    case 'plan':
      return <PlanFlow />;
    default:
      return page satisfies never;
  }
}

function MessagePage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">{t(title)}</h1>
      <p className="mt-2 text-slate-700">{t(text)}</p>
    </main>
  );
}

function NotFoundPage() {
  const { t } = useTranslation();
  const send = useOrderSend();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
      <Button className="mt-4" variant="text" onClick={() => send({ type: 'route.requested', route: { name: 'plans' } })}>
        {t('notFound.home')}
      </Button>
    </main>
  );
}

function PlanListPage({ planNotFound = false }: { planNotFound?: boolean }) {
  const { t } = useTranslation();
  const send = useOrderSend();
  const planClasses = useOrderSelector((snapshot) => snapshot.context.planClasses);
  return (
    <main className="mx-auto max-w-5xl p-6">
      {planNotFound && (
        <Alert type="warning" title={t('planError.title')}>
          {t('planError.text')}
        </Alert>
      )}
      <h1 className="mt-4 text-2xl font-semibold">{t('planList.title')}</h1>
      <p className="mt-1 text-slate-700">{t('planList.subtitle')}</p>
      {planClasses.map((planClass) => (
        <section key={planClass.key} className="mt-6" aria-labelledby={`plan-class-${planClass.key}`}>
          <h2 id={`plan-class-${planClass.key}`} className="text-lg font-semibold">
            {t(`planClasses.${planClass.key}`, { defaultValue: planClass.key })}
          </h2>
          <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {planClass.plans.map((plan) => (
              <li key={plan.code} className="rounded-brand border border-slate-200 p-4 shadow-sm">
                <h3 className="font-semibold">{t(`planNames.${plan.code.toUpperCase()}`, { defaultValue: plan.code })}</h3>
                <Button className="mt-3" onClick={() => send({ type: 'plan.chosen', plan: plan.code })}>
                  {t('planList.order')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
