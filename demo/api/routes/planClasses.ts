import { Hono } from 'hono';
import { PlanClassesQuery, type PlanClass } from '../../../src/api/schemas/index.ts';
import { findPlan, planClassDefinitions } from '../fixtures/plans.ts';
import { byLanguage } from '../fixtures/text.ts';
import { badRequest, type DemoEnv } from '../http.ts';

/**
 * `GET plan-classes?type=&product_code=`: the plan list, optionally narrowed to one plan; relocation orders move a
 * line, so they list only line (TAL) plans. The first plan of each class is highlighted.
 */
export function planClassRoutes() {
  const routes = new Hono<DemoEnv>();
  routes.get('/', (c) => {
    const query = PlanClassesQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const { type, product_code: productCode } = query.data;
    const classes: PlanClass[] = planClassDefinitions
      .map((definition) => ({
        id: definition.id,
        key: definition.key,
        translation_key: `planClass.${definition.key}`,
        translations: { name: byLanguage(definition.name) },
        type: definition.type,
        category: definition.category,
        plans: definition.codes
          .map((code) => findPlan(code)!)
          .filter((plan) => !productCode || plan.code === productCode.toUpperCase())
          // relocation orders move a line: only line plans
          .filter((plan) => type !== 'relocation' || plan.category === 'TAL')
          .map((plan, index) => ({
            id: plan.id,
            code: plan.code,
            category: plan.category,
            type: plan.type,
            monthly_price: plan.monthly_price ?? null,
            setup_price: plan.setup_price ?? null,
            translation_key: plan.translation_key ?? null,
            translations: plan.translations ?? null,
            isCustomizable: plan.isCustomizable ?? false,
            highlighted: index === 0,
          })),
      }))
      .filter((planClass) => planClass.plans.length > 0);
    return c.json({ data: classes });
  });
  return routes;
}
