import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanClass, PlanSummary } from '../api/index.ts';
import { toCents } from '../domain/pricing/money.ts';
import { localizedName } from '../domain/planName.ts';
import type { Language } from '../domain/schemas/common.ts';
import { Alert, Badge, ButtonLink, formatPrice } from '../ui/index.ts';
import { useOrderRuntime, useOrderSelector, usePlanLink } from './OrderFormContext.tsx';
import { featureLines, localizedField } from './shellRules.ts';
import { useStepScreens } from './steps/stepScreens.ts';
import { warmPlanFlow, whenIdle } from './warm.ts';

export interface PlanListPageProps {
  /** `/plans/error`: the plan list flagged as plan not found (spec section 2) */
  planNotFound?: boolean;
}

/** The plan list (`/`, spec section 2): plan classes with their plans, prices and a choose action each. */
export function PlanListPage({ planNotFound = false }: PlanListPageProps) {
  const { t } = useTranslation();
  const planClasses = useOrderSelector((snapshot) => snapshot.context.planClasses);
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const visible = planClasses.filter((planClass) => planClass.plans.length > 0);
  const steps = useStepScreens();
  // once the list is there, what opening a plan needs is fetched while the browser is idle
  useEffect(() => whenIdle(() => warmPlanFlow(steps)), [steps]);
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-6" data-page={planNotFound ? 'planError' : 'plans'}>
      {planNotFound ? (
        <Alert type="warning" title={t('planError.title')} className="mb-6">
          {t('planError.text')}
        </Alert>
      ) : null}
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('planList.title')}</h1>
      <p className="mt-1 text-slate-700">{t('planList.subtitle')}</p>
      {visible.length === 0 ? <p className="mt-6 text-slate-700">{t('planList.empty')}</p> : null}
      {visible.map((planClass) => (
        <PlanClassSection key={planClass.key} planClass={planClass} language={language} />
      ))}
    </div>
  );
}

function PlanClassSection({ planClass, language }: { planClass: PlanClass; language: Language }) {
  const headingId = useId();
  return (
    <section className="mt-8" aria-labelledby={headingId} data-plan-class={planClass.key}>
      {/* Plan-class names are not merged into the messages: the class carries its own (spec section 7). */}
      <h2 id={headingId} className="text-xl font-semibold">
        {localizedName(planClass, language, planClass.key)}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {planClass.plans.map((plan) => (
          <li key={plan.code} className="flex">
            <PlanCard plan={plan} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, language }: { plan: PlanSummary; language: Language }) {
  const { t } = useTranslation();
  const link = usePlanLink(plan.code);
  const runtime = useOrderRuntime();
  const steps = useStepScreens();
  const nameId = useId();
  const code = plan.code.toUpperCase();
  const name = t(`planNames.${code}`, { defaultValue: localizedName(plan, language, plan.code) });
  const description = localizedField(plan.translations, 'description', language);
  const features = featureLines(localizedField(plan.translations, 'features', language));
  const setupCents = toCents(plan.setup_price);
  return (
    <article
      aria-labelledby={nameId}
      data-plan={code}
      // the visitor is about to open a plan: fetch what it needs now (the flow's chunks once, whichever plan; the
      // plan under the pointer itself). Not on focus: tabbing through the list would fetch every plan.
      onPointerEnter={() => {
        warmPlanFlow(steps);
        runtime.prefetchPlan?.(plan.code);
      }}
      onFocus={() => warmPlanFlow(steps)}
      data-highlighted={plan.highlighted ? 'true' : undefined}
      className={
        'flex w-full flex-col rounded-brand border bg-white p-4 ' + (plan.highlighted ? 'border-brand [box-shadow:0_0_0_1px_var(--order-form-brand)]' : 'border-slate-200')
      }
    >
      {plan.highlighted ? (
        <Badge type="accent" className="mb-2 self-start">
          {t('planList.highlight')}
        </Badge>
      ) : null}
      <h3 id={nameId} className="text-lg font-semibold">
        {name}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      {features.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        {plan.monthly_price !== null && plan.monthly_price !== undefined ? (
          <p className="text-xl font-bold" data-price="monthly">
            {t('planList.price.monthly', { price: formatPrice(toCents(plan.monthly_price)) })}
          </p>
        ) : null}
        {/* spec: prices are gross for private plans and net for business plans, as the data gives them */}
        <p className="text-xs text-slate-700" data-price="vat">
          {t(plan.type === 'business' ? 'common.net' : 'common.gross')}
        </p>
        <p className="mt-1 text-sm text-slate-700" data-price="setup">
          {t('planList.price.setup', { price: setupCents > 0 ? formatPrice(setupCents) : t('common.free') })}
        </p>
        <ButtonLink className="mt-4 w-full" aria-describedby={nameId} {...link}>
          {t('planList.order')}
        </ButtonLink>
      </div>
    </article>
  );
}
