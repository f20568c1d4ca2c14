import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkAssignments, chunkLayout, type ModuleGraph } from '../../build/chunkLayout.ts';
import { importGraph } from '../architecture/importGraph.ts';

/*
 * build/chunkLayout.ts on a small module graph: the plan flow's closure and what two lazy roots share go to the
 * plan flow, what only one step reaches to that step's chunk; the first screen and the data are left to their groups.
 */

interface Module {
  imports?: string[];
  lazy?: string[];
  entry?: boolean;
}

/** A module graph as Rolldown reports it, from each module's static and dynamic imports. */
function graphOf(modules: Record<string, Module>): ModuleGraph {
  const ids = Object.keys(modules);
  return {
    ids,
    infoOf: (id) =>
      modules[id] && {
        isEntry: modules[id].entry ?? false,
        importedIds: modules[id].imports ?? [],
        dynamicImporters: ids.filter((other) => modules[other]!.lazy?.includes(id)),
      },
  };
}

const r = '/repo/';
const modules: Record<string, Module> = {
  [`${r}src/element/element.tsx`]: { entry: true, imports: [`${r}src/shell/App.tsx`] },
  [`${r}src/shell/App.tsx`]: { imports: [`${r}src/ui/Spinner.tsx`], lazy: [`${r}src/shell/PlanFlow.tsx`, `${r}src/shell/MessagePages.tsx`] },
  [`${r}src/ui/Spinner.tsx`]: {},
  [`${r}src/shell/PlanFlow.tsx`]: {
    imports: [`${r}src/api/transport.ts`],
    lazy: [`${r}src/steps/product/ProductStep.tsx`, `${r}src/steps/customer/CustomerStep.tsx`],
  },
  [`${r}src/api/transport.ts`]: {},
  [`${r}src/steps/product/ProductStep.tsx`]: {
    imports: [`${r}src/steps/product/catalogue.ts`, `${r}src/ui/Button.tsx`, `${r}src/ui/Spinner.tsx`],
    lazy: [`${r}src/domain/validation/libphonenumber.ts`, `${r}src/domain/validation/germanPhoneMetadata.json`],
  },
  [`${r}src/steps/product/catalogue.ts`]: {},
  [`${r}src/steps/customer/CustomerStep.tsx`]: { imports: [`${r}src/steps/customer/addressForm.ts`, `${r}src/ui/Button.tsx`] },
  [`${r}src/steps/customer/addressForm.ts`]: {},
  [`${r}src/ui/Button.tsx`]: {},
  [`${r}src/shell/MessagePages.tsx`]: { imports: [`${r}src/shell/messages.ts`] },
  [`${r}src/shell/messages.ts`]: {},
  [`${r}src/domain/validation/libphonenumber.ts`]: { imports: [`${r}node_modules/libphonenumber-js/es6/parse.js`] },
  [`${r}node_modules/libphonenumber-js/es6/parse.js`]: {},
  [`${r}src/domain/validation/germanPhoneMetadata.json`]: {},
};

describe('the chunk layout', () => {
  const layout = chunkAssignments(graphOf(modules), [`${r}src/shell/PlanFlow.tsx`, `${r}src/api/transport.ts`]);

  it("puts the plan flow's roots and their static imports into the plan flow", () => {
    expect(layout.get(`${r}src/shell/PlanFlow.tsx`)).toBe('plan-flow');
    expect(layout.get(`${r}src/api/transport.ts`)).toBe('plan-flow');
  });

  it('puts a module that two lazy chunks would share into the plan flow', () => {
    expect(layout.get(`${r}src/ui/Button.tsx`)).toBe('plan-flow');
  });

  it("puts a step's screen and what only it reaches into the step's chunk", () => {
    expect(layout.get(`${r}src/steps/product/ProductStep.tsx`)).toBe('ProductStep');
    expect(layout.get(`${r}src/steps/product/catalogue.ts`)).toBe('ProductStep');
    expect(layout.get(`${r}src/steps/customer/CustomerStep.tsx`)).toBe('CustomerStep');
    expect(layout.get(`${r}src/steps/customer/addressForm.ts`)).toBe('CustomerStep');
  });

  it('leaves the first screen, the other lazy chunks and the data to the groups and the automatic splitting', () => {
    for (const left of ['src/element/element.tsx', 'src/shell/App.tsx', 'src/ui/Spinner.tsx', 'src/shell/MessagePages.tsx', 'src/shell/messages.ts'])
      expect(layout.has(`${r}${left}`), left).toBe(false);
    for (const data of ['src/domain/validation/libphonenumber.ts', 'node_modules/libphonenumber-js/es6/parse.js', 'src/domain/validation/germanPhoneMetadata.json'])
      expect(layout.has(`${r}${data}`), data).toBe(false);
  });

  it("names the plugin's chunks by the graph of the build it read, for the output's groups", () => {
    const { plugin, codeSplitting } = chunkLayout();
    const repository = resolve(import.meta.dirname, '../..');
    const planFlow = resolve(repository, 'src/shell/PlanFlow.tsx');
    const step = resolve(repository, 'src/steps/account/AccountStep.tsx');
    const graph = graphOf({
      [resolve(repository, 'src/element/element.tsx')]: { entry: true, lazy: [planFlow] },
      [planFlow]: { lazy: [step] },
      [step]: {},
    });
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    buildEnd.call({ getModuleIds: () => graph.ids.values(), getModuleInfo: graph.infoOf });
    const [firstScreen, phones, laidOut] = codeSplitting.groups as unknown as [
      { name: string; test: (id: string) => boolean },
      { name: string; test: RegExp },
      { name: (id: string) => string | null; test: (id: string) => boolean },
    ];

    expect([laidOut.name(planFlow), laidOut.name(step), laidOut.test(resolve(repository, 'src/element/element.tsx'))]).toEqual(['plan-flow', 'AccountStep', false]);
    expect([firstScreen.name, firstScreen.test(`${r}src/shell/App.tsx`), firstScreen.test(`${r}demo/index.html`), firstScreen.test(`${r}demo/demo.css`)]).toEqual([
      'order-form',
      true,
      false,
      false,
    ]);
    expect([phones.name, phones.test.test(`${r}node_modules/libphonenumber-js/es6/parse.js`)]).toEqual(['libphonenumber', true]);
  });
});

/*
 * The first module (`order-form`) of the real sources: the element and what it imports statically, read with the
 * architecture test's import reader. What only a failure or a later moment needs is reached by `import()` alone
 * (DESIGN.md, "The first screen"): a static import of it from the first screen would bring it back.
 */
describe("the first module's reach", () => {
  const root = resolve(import.meta.dirname, '../..');
  const edges = importGraph(root, ['src', 'machines']);
  const reach = (from: string, follow: (edge: (typeof edges)[number]) => boolean) => {
    const seen = new Set<string>([from]);
    const queue = [from];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const edge of edges) if (edge.from === file && follow(edge) && !seen.has(edge.to)) queue.push((seen.add(edge.to), edge.to));
    }
    return seen;
  };
  const firstModule = reach('src/element/element.tsx', (edge) => !edge.typeOnly && !edge.dynamic);
  const lazy = reach('src/element/element.tsx', (edge) => !edge.typeOnly);

  it('holds the element, the shell and the slot the session notice is loaded into', () => {
    // a reader that found nothing would pass the test below
    for (const file of ['src/element/element.tsx', 'src/shell/Shell.tsx', 'src/shell/SessionNoticeSlot.tsx', 'src/api/http.ts', 'src/shell/ConnectionStatus.tsx'])
      expect(firstModule.has(file), file).toBe(true);
  });

  it("leaves out what only a failure, a later moment or the server's HTML needs, and the message pages with their parts: each comes by import()", () => {
    const later = [
      // the session notice: loaded when the session region leaves `active`
      'src/shell/SessionNotice.tsx',
      // a 401's new session and the call repeated in it
      'src/api/renewal.ts',
      'src/runtime/sessionRestored.ts',
      // the failed step save's texts, with the step frame in the plan flow
      'src/shell/saveFailureMessage.ts',
      'src/shell/StepFrame.tsx',
      'src/shell/MessagePages.tsx',
      'src/shell/LinkCreatedDetails.tsx',
      'src/shell/ThankYouTargetLink.tsx',
      'src/shell/OrderChangesNotice.tsx',
      'src/shell/ExternalTargetLink.tsx',
      // only a page with the server's HTML takes it over: fetched as the element finds the HTML's answers
      'src/element/takeOver.ts',
      'src/runtime/firstScreenAnswers.ts',
      // what the storage writes: loaded with the first change to keep
      'src/adapters/orderWrites.ts',
      // the flow's actions and guards, with the step rules
      'machines/order/flowActions.ts',
    ];
    expect(later.filter((file) => firstModule.has(file))).toEqual([]);
    expect(later.filter((file) => !lazy.has(file))).toEqual([]);
  });
});
