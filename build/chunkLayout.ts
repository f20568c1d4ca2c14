import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { firstScreenChunk, isData, planFlowChunk } from './chunks.ts';

/**
 * The chunks (DESIGN.md, "Chunks"): a file is what is always fetched together.
 *
 * - `order-form`: the entry and everything it imports statically, one file (one request, one compression).
 * - `plan-flow`: what every plan route needs whatever its step, loaded together when a plan opens (or warmed on
 *   the plan list): the plan flow's frame, the header's cart and phone, the step rules, the calls a step makes
 *   with ky, the full styles; and every module that two or more lazy chunks would otherwise share (the ui
 *   components, the steps' shared code, floating-ui, zod and the schemas): no small common chunks.
 * - one chunk per step (`ProductStep`, ...): its screen, the ui components and rules only it uses, its child machines.
 * - the other lazy chunks (address check, quote, plan link, message pages, language list, partner banners, the
 *   frame adapter, the reporter) hold what only they use.
 * - data: libphonenumber-js with the phone checks' re-export module, one chunk never split by size (its modules
 *   build regular expressions at the top level from other modules' constants; split by `maxSize` they imported
 *   each other in a cycle and the built library found no number at all, issue 22), the German phone metadata
 *   and the IBAN-to-BIC tables per country: loaded when a check needs them.
 */
const planFlowRoots = [
  'src/shell/PlanFlow.tsx',
  'src/shell/cart/CartPanel.tsx',
  'src/shell/HeaderPhone.tsx',
  'machines/stepRules.ts',
  'src/api/transport.ts',
  // the schema of the plan's answer: the plan call leaves with fetch at the click and reads its answer with this
  'src/api/schemas/plans.ts',
  ...['plan', 'order', 'cart', 'customer', 'providers', 'validate', 'availability'].map((call) => `src/api/calls/${call}.ts`),
].map((path) => resolve(import.meta.dirname, '..', path));

const stepChunk = (id: string) => {
  const step = /[\\/]src[\\/]steps[\\/](product|activation|customer|account|confirm)[\\/]\w+Step\.tsx$/.exec(id)?.[1];
  return step ? `${step[0]!.toUpperCase()}${step.slice(1)}Step` : undefined;
};

/** The part of the bundler's module graph the layout reads (Rolldown's `getModuleIds` and `getModuleInfo`). */
export interface ModuleGraph {
  ids: readonly string[];
  infoOf(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null | undefined;
}

/**
 * Module id -> its chunk's name, for the modules the automatic splitting would not place as wanted: the plan flow's
 * static closure and every module two lazy roots share go to the plan flow, a module only one step's screen reaches
 * goes to that step's chunk. The first screen (the `$initial` group) and the data are left to the groups below.
 */
export function chunkAssignments(graph: ModuleGraph, flowRoots: readonly string[]): Map<string, string> {
  const chunkOf = new Map<string, string>();
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.infoOf(id)?.importedIds.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const initial = closure(graph.ids.filter((id) => graph.infoOf(id)?.isEntry));
  const flow = closure(flowRoots.filter((id) => graph.infoOf(id)));
  const lazyRoots = graph.ids.filter((id) => graph.infoOf(id)?.dynamicImporters.length && !flow.has(id) && !initial.has(id) && !isData(id));
  const owners = new Map<string, string[]>();
  for (const root of lazyRoots) for (const id of closure([root])) owners.set(id, [...(owners.get(id) ?? []), root]);
  for (const id of flow) if (!isData(id)) chunkOf.set(id, planFlowChunk);
  for (const [id, roots] of owners) {
    if (initial.has(id) || flow.has(id) || isData(id)) continue;
    const step = roots.length === 1 ? stepChunk(roots[0]!) : undefined;
    if (roots.length > 1) chunkOf.set(id, planFlowChunk);
    else if (step) chunkOf.set(id, step);
  }
  return chunkOf;
}

/** The plugin that reads the module graph once it is complete, and the output's groups that place modules by it. */
export function chunkLayout() {
  /** filled at the end of each build, read by the groups as the chunks are made */
  const chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'order-form-chunk-layout',
    buildEnd() {
      chunkOf.clear();
      const graph: ModuleGraph = { ids: [...this.getModuleIds()], infoOf: (id) => this.getModuleInfo(id) };
      for (const [id, chunk] of chunkAssignments(graph, planFlowRoots)) chunkOf.set(id, chunk);
    },
  };
  const codeSplitting = {
    // only the modules a group names: their dependencies stay where the layout puts them
    includeDependenciesRecursively: false,
    groups: [
      // not the demo pages (HTML entries) nor their own stylesheets (the element's CSS is a string: `?inline`)
      { name: firstScreenChunk, tags: ['$initial' as const], test: (id: string) => !/\.html($|\?)|\.css$/.test(id), priority: 3 },
      { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]|src[\\/]domain[\\/]validation[\\/]libphonenumber\.ts$/, priority: 2 },
      // a label for the bundler's timing report, which cannot name a group by a function (a warning in every build)
      { name: (id: string) => chunkOf.get(id) ?? null, debugName: 'the chunk layout', test: (id: string) => chunkOf.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
