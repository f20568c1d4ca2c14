import { readdirSync, readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(repository, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(repository, resolve(entry.parentPath, entry.name)));
}

/** Code without its comments, so a sentence about `provide(` is no finding. */
const codeOf = (file: string) => readFileSync(resolve(repository, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

describe("the machines' real actors (DESIGN.md, \"Child machines\")", () => {
  const actorFolder = 'src/runtime/actors/';
  const outside = sourceFiles('src').filter((file) => !file.startsWith(actorFolder));

  it('are provided only in src/runtime/actors/: no view, hook or adapter provides a machine or makes an actor', () => {
    const wiring = outside.filter((file) => /\.provide\(|\bfrom(Promise|Callback|Observable|Transition)\(/.test(codeOf(file)));
    expect(wiring).toEqual([]);
  });

  it('have one file there for each machine of machines/ that invokes an actor', () => {
    const machinesWithActors = readdirSync(resolve(repository, 'machines'))
      .filter((name) => name.endsWith('.machine.ts') && /notProvided\(/.test(codeOf(`machines/${name}`)))
      .map((name) => name.replace('.machine.ts', ''));
    // the root machine's actors are declared by its setup in machines/order/
    expect(machinesWithActors.length).toBeGreaterThan(5);
    const homes = sourceFiles(actorFolder).map((file) => basename(file, '.ts'));
    for (const machine of [...machinesWithActors, 'order']) expect(homes, machine).toContain(machine);
  });
});
