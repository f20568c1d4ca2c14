import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../../machines/order.machine.ts';
import { localizedName } from '../../../domain/planName.ts';
import { sameId } from '../../../domain/catalogue/lookup.ts';
import { Alert } from '../../../ui/index.ts';
import { useOrderSelector, useOrderSend } from '../../../shell/OrderFormContext.tsx';

const noticeOf = (snapshot: OrderSnapshot) => snapshot.context.selectionNotice;
const errorOf = (snapshot: OrderSnapshot) => snapshot.context.catalogueError;

/**
 * What the rules did, told to the user: `excludes`/`disables` taking out a chosen option in a polite live region,
 * a `forces_plan` move as an alert, a saved configuration that could not be restored; and a selection naming
 * something missing (spec sections 2, 8).
 */
export function CatalogueNotices() {
  const { t, i18n } = useTranslation();
  const send = useOrderSend();
  const notice = useOrderSelector(noticeOf);
  const error = useOrderSelector(errorOf);
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const removedText =
    notice?.type === 'removedByRules' && plan
      ? t('product.rule.removed', {
          addons: notice.addonIds
            .map((id) => plan.categories.flatMap((c) => c.addons).find((a) => sameId(a.id, id)))
            .map((addon) => (addon ? localizedName(addon, language, addon.name) : ''))
            .filter(Boolean)
            .join(', '),
        })
      : '';
  const forced = notice?.type === 'planForced' ? notice : null;
  return (
    <>
      {/* always in the page, so its text change is announced */}
      <p role="status" aria-live="polite" data-part="rule-notice" className={removedText ? 'rounded-brand bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'}>
        {removedText}
      </p>
      {forced ? (
        <Alert type="info" onDismiss={() => send({ type: 'selectionNotice.dismissed' })} dismissLabel={t('common.close')}>
          {t('product.rule.planForced', {
            addon: forced.addonName[language] ?? forced.addonName.default ?? '',
            plan: i18n.exists(`planNames.${forced.toPlan}`) ? t(`planNames.${forced.toPlan}`) : forced.toPlan,
          })}
        </Alert>
      ) : null}
      {notice?.type === 'savedConfigurationUnavailable' ? (
        <Alert type="info" onDismiss={() => send({ type: 'selectionNotice.dismissed' })} dismissLabel={t('common.close')}>
          {t('product.savedConfigurationUnavailable')}
        </Alert>
      ) : null}
      {error ? (
        <Alert type="error">
          {t('error.catalogue.notFound', { kind: t(`error.catalogue.kind.${error.kind}`), id: String(error.id) })}
        </Alert>
      ) : null}
    </>
  );
}
