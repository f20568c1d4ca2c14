import { describe, expect, it } from 'vitest';
import { PlanClassesResponse } from '../../../../src/api/index.ts';
import { arrive } from '../visitor.ts';

const codes = async (query: string) => {
  const visitor = await arrive();
  const parsed = PlanClassesResponse.parse(await (await visitor.get(`/api/plan-classes${query}`)).json());
  return parsed.data.flatMap((planClass) => planClass.plans.map((plan) => plan.code));
};

describe('plan-classes', () => {
  it('lists only line plans for a relocation order (a relocation moves a line)', async () => {
    const relocation = await codes('?type=relocation');
    expect(relocation.length).toBeGreaterThan(0);
    expect(relocation.every((code) => code.startsWith('TAL'))).toBe(true);
  });

  it('narrows the list to the product code, whatever its case', async () => {
    expect(await codes('?product_code=sipb')).toEqual(['SIPB']);
  });

  it('highlights the first plan of each class', async () => {
    const visitor = await arrive();
    const parsed = PlanClassesResponse.parse(await (await visitor.get('/api/plan-classes')).json());
    for (const planClass of parsed.data) expect(planClass.plans.map((plan) => plan.highlighted)).toEqual(planClass.plans.map((_, index) => index === 0));
  });
});
