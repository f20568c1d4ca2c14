import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The journey kit (issue 47): the journeys' vocabulary exists once, in tests/browser/journeys/vocabulary.ts, on the
 * JourneyDriver, for the engine journeys, the e2e specs (the `driver` fixture) and the model's executors alike. No
 * second fillPrivateCustomer, fillCompanyCustomer or checkBerlinAddress (a Locator version, say) may grow elsewhere.
 */

const repository = resolve(import.meta.dirname, '../..');
const vocabulary = 'tests/browser/journeys/vocabulary.ts';
/** this file: its examples below are definitions in strings */
const thisTest = 'tests/architecture/journeyKit.test.ts';
const steps = ['fillPrivateCustomer', 'fillCompanyCustomer', 'checkBerlinAddress'] as const;

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(repository, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(entry.name))
    .map((entry) => relative(repository, resolve(entry.parentPath, entry.name)));
}

/** Code without its comments, so a sentence about a step is no finding. */
const codeOf = (file: string) => readFileSync(resolve(repository, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** Where a step is defined: `function <name>` or `const|let|var <name> =`. */
const definitions = (code: string, name: string) =>
  new RegExp(`\\bfunction\\s*\\*?\\s*${name}\\b|\\b(?:const|let|var)\\s+${name}\\s*(?::[^=]*)?=`).test(code);

describe('the journey kit: one vocabulary (tests/browser/journeys/vocabulary.ts)', () => {
  it.each(steps)('defines %s in vocabulary.ts', (name) => {
    expect(definitions(codeOf(vocabulary), name)).toBe(true);
  });

  it.each(steps)('defines %s nowhere else in tests/', (name) => {
    const elsewhere = sourceFiles('tests').filter((file) => file !== vocabulary && file !== thisTest && definitions(codeOf(file), name));
    expect(elsewhere).toEqual([]);
  });

  it('finds a definition as `function <name>` and as `const <name> =`, not a call or an import', () => {
    expect(definitions('export async function fillCompanyCustomer(form: Locator) {}', 'fillCompanyCustomer')).toBe(true);
    expect(definitions('export const fillPrivateCustomer = async () => {};', 'fillPrivateCustomer')).toBe(true);
    expect(definitions('const checkBerlinAddress: Step = async () => {};', 'checkBerlinAddress')).toBe(true);
    expect(definitions("import { fillCompanyCustomer } from '../journeys/vocabulary.ts';\nawait fillCompanyCustomer(driver, email);", 'fillCompanyCustomer')).toBe(false);
  });
});
