import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../..', path), 'utf8');

describe('the floor page', () => {
  it('is the demo page with the bare element in place of the order form, so both pay for the same host page', () => {
    const floor = read('tests/bench/floor.html').replace(/<!-- The floor on the demo page[\s\S]*?-->\n/, '');
    const demo = read('demo/index.html')
      .replace('<script type="module" src="/src/element/element.tsx"></script>', '<script type="module" src="/tests/bench/floor.tsx"></script>')
      .replace('<order-form lang="de"></order-form>', '<order-form-floor></order-form-floor>');
    expect(floor).toBe(demo);
  });
});
