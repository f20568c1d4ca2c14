import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshModuleGraph } from '../setup/freshModuleGraph.ts';

/*
 * The node and dom projects share a module graph between test files (vitest.config.ts): a file that replaces a module
 * or starts the module graph again would change it for the files after it, so it must run in a graph of its own.
 */

const repository = resolve(import.meta.dirname, '../..');
const replacesModules = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['browser', 'e2e', 'engines'].includes(entry.name) && folder.endsWith('tests') ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(repository, path)] : [];
  });
}

describe('test files that need a module graph of their own', () => {
  it('are every test file that replaces a module or resets the graph, and no other', () => {
    const needing = testFiles(resolve(repository, 'tests')).filter((file) => replacesModules.test(readFileSync(resolve(repository, file), 'utf8')));
    const readsFirstUse = ['tests/src/styles/adoptStyles.dom.test.tsx'];
    expect([...freshModuleGraph].sort()).toEqual([...needing, ...readsFirstUse].sort());
  });
});
