/**
 * Test files that replace a module (`vi.mock`) or read a module's own state from its first use need a module graph of
 * their own; every other file shares its worker's graph (`isolate: false`), which saves importing React, xstate,
 * zod and the machines again for each file: more than half of the node and dom projects' time.
 */
export const freshModuleGraph = [
  'tests/api/startUpTransport.test.ts',
  'tests/domain/bicTables.test.ts',
  'tests/domain/phoneChecksUnavailable.test.ts',
  'tests/unit/orderActors.test.ts',
  'tests/steps/bicTableUnavailable.test.tsx',
  'tests/steps/phoneChecksUnavailable.test.tsx',
  'tests/unit/adoptStyles.dom.test.tsx',
];

