import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const api = resolve(import.meta.dirname, '../../../demo/api');
const readme = readFileSync(resolve(api, 'README.md'), 'utf8');
const index = readme.slice(readme.indexOf('## Where is ...'), readme.indexOf('## Session, XSRF, statuses'));
const rows = index.split('\n').filter((line) => /^\| `/.test(line));

describe("demo/api/README.md's index stays true", () => {
  it('names a sub-app in routes/ for every route file, and each exists', () => {
    const named = rows.map((row) => /\| `([\w.]+\.ts)` \|/.exec(row)?.[1]);
    expect(named.every(Boolean)).toBe(true);
    expect([...named].sort()).toEqual(readdirSync(resolve(api, 'routes')).sort());
  });

  it('names helper files that exist', () => {
    const helpers = [...index.matchAll(/`((?:fixtures\/)?[\w/]+\.ts|fixtures\/[\w/]+\/)`/g)].map((match) => match[1]!);
    expect(helpers.length).toBeGreaterThan(10);
    for (const helper of helpers) expect(existsSync(resolve(api, helper)) || existsSync(resolve(api, 'routes', helper)), helper).toBe(true);
  });
});
