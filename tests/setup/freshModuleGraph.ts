/**
 * Test files that replace a module (`vi.mock`) or read a module's own state from its first use need a module graph of
 * their own; every other file shares its worker's graph (`isolate: false`), which saves importing React, xstate,
 * zod and the machines again for each file: more than half of the node and dom projects' time.
 */
export const freshModuleGraph = [
  'tests/src/api/reportingUnavailable.test.ts',
  'tests/src/api/startUpTransport.test.ts',
  'tests/src/domain/bicTables.test.ts',
  'tests/src/domain/validation/phoneChecksUnavailable.test.ts',
  'tests/src/runtime/actors/order.test.ts',
  'tests/src/steps/customer/bicTableUnavailable.test.tsx',
  'tests/src/steps/customer/phoneChecksUnavailable.test.tsx',
  'tests/src/styles/adoptStyles.dom.test.tsx',
];

