import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { RootGraphReport } from './coverage.ts';

/**
 * The root graph of a run, computed once by the `model-graph` setup project (root.graph.setup.ts) before any path
 * runs, and read by every worker: no worker computes it again, not even one restarted after a failed path.
 */
export const graphFile = resolve(import.meta.dirname, '../../../test-results/model-e2e/root-graph.json');

export function writeGraph(report: RootGraphReport): void {
  mkdirSync(dirname(graphFile), { recursive: true });
  writeFileSync(graphFile, JSON.stringify(report, null, 2));
}

export function readGraph(): RootGraphReport {
  return JSON.parse(readFileSync(graphFile, 'utf8')) as RootGraphReport;
}
