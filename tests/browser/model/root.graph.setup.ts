import { test } from '@playwright/test';
import { rootGraphReport } from './coverage.ts';
import { writeGraph } from './graphFile.ts';

// The `model-graph` project: the root machine's shortest paths over the executable events, once per run (seconds on
// an idle machine, more on a busy one: its own time), for every path of the `model` project to read.
test('the root graph: one path per page state, the gaps and the coverage table', () => {
  test.setTimeout(300_000);
  writeGraph(rootGraphReport());
});
