import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../../machines/order.machine.ts';
import { useOrderSelector, useOrderSend } from '../../../shell/OrderFormContext.tsx';
import { AfterFirstPaint } from '../../shared/AfterFirstPaint.tsx';
import { CatalogueNotices } from './CatalogueNotices.tsx';
import { CategoryChoices } from './CategoryChoices.tsx';
import { catalogueView } from './catalogueView.ts';

const planOf = (snapshot: OrderSnapshot) => snapshot.context.plan;
const selectionOf = (snapshot: OrderSnapshot) => snapshot.context.form.selectedCartAddons;
const languageOf = (snapshot: OrderSnapshot) => snapshot.context.language;

/** The plan's categories with their add-ons, by section (spec section 2, product step). */
export function Catalogue() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const plan = useOrderSelector(planOf);
  const selection = useOrderSelector(selectionOf);
  const language = useOrderSelector(languageOf);
  const sections = useMemo(() => (plan ? catalogueView(plan, selection, language) : []), [plan, selection, language]);
  if (!plan) return null;
  return (
    <div data-part="catalogue" className="space-y-8">
      <CatalogueNotices />
      {sections.map((section, sectionIndex) => {
        const shown = (
          <section key={section.section} aria-labelledby={`catalogue-section-${section.section}`} data-section={section.section} className="space-y-6">
            <h2 id={`catalogue-section-${section.section}`} className="text-xl font-semibold text-slate-900">
              {t(`product.section.${section.section}`)}
            </h2>
            {section.categories.map((category, categoryIndex) => {
              const choices = (
                <div key={category.category.id} data-category={category.category.id} className="rounded-brand border border-slate-200 p-4">
                  <CategoryChoices view={category} send={send} />
                </div>
              );
              return categoryIndex === 0 ? choices : <AfterFirstPaint key={category.category.id}>{choices}</AfterFirstPaint>;
            })}
          </section>
        );
        // the first category reaches into the first screenful; the others are below it
        return sectionIndex === 0 ? shown : <AfterFirstPaint key={section.section}>{shown}</AfterFirstPaint>;
      })}
    </div>
  );
}
