import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../demo/api/app.ts';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { AuthResponseCheck, PlanClassesResponseCheck, TranslationsResponseCheck } from '../../../src/api/bootChecks.ts';
import { AuthResponse, PlanClassesResponse, TranslationsResponse } from '../../../src/api/index.ts';

const app = createDemoApp();
const json = async (path: string, init?: RequestInit) => (await app.request(path, init)).json();

const samples = {
  auth: await json('/api/auth'),
  planClasses: await json('/api/plan-classes'),
  translations: translationsFor('order4'),
};

/** Every path into a JSON value (objects and arrays), so a mutation can hit any field at any depth. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return [prefix];
}

/** The sample with the value at `path` replaced (or removed when `replacement` is the symbol). */
function mutate(sample: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  // JSON has no holes: an item leaves its array
  if (replacement === removed && Array.isArray(node)) node.splice(Number(last), 1);
  else if (replacement === removed) delete node[last];
  else node[last] = replacement;
  return copy;
}
const removed = Symbol('removed');

const cases = [
  ['auth', samples.auth, AuthResponseCheck, AuthResponse],
  ['plan classes', samples.planClasses, PlanClassesResponseCheck, PlanClassesResponse],
  ['translations', samples.translations, TranslationsResponseCheck, TranslationsResponse],
] as const;

describe('the start-up answers, checked without zod in the first screen', () => {
  it.each(cases)('accepts the demo API’s %s answer, as its zod schema does', (_, sample, check, schema) => {
    expect(schema.safeParse(sample).success).toBe(true);
    expect(check.safeParse(sample).success).toBe(true);
  });

  it.each(cases)('accepts exactly what the zod schema accepts when any field of the %s answer changes', (_, sample, check, schema) => {
    const paths = pathsOf(sample);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.oneof(fc.jsonValue(), fc.constant(removed), fc.constantFrom(null, '', 'de', 'TAL', 'private', 0, true, [], {})),
        (path, replacement) => {
          const candidate = mutate(sample, path, replacement);
          expect(check.safeParse(candidate).success).toBe(schema.safeParse(candidate).success);
        },
      ),
      { numRuns: 400 },
    );
  });
});
