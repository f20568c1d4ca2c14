import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeProps, elementAttributes } from '../../src/contract/attributes.ts';
import { parts } from '../../src/contract/parts.ts';
import { themeProperties } from '../../src/contract/themeProperties.ts';

const repository = resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(resolve(repository, 'docs')).map((name) => `docs/${name}`)];
const read = (path: string) => readFileSync(resolve(repository, path), 'utf8');

const kebabCase = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the README and docs/ stand on their own', () => {
  it.each(documents)('%s links only to files inside the repository that exist', (path) => {
    const targets = [...read(path).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.split('#')[0]!);
    for (const target of targets.filter((link) => link && !/^[a-z]+:/i.test(link))) {
      const file = resolve(repository, dirname(path), target);
      expect(relative(repository, file), `${path} -> ${target}`).not.toMatch(/^\.\./);
      expect(existsSync(file), `${path} -> ${target}`).toBe(true);
    }
  });

  it.each(documents)('%s names no folder outside the repository', (path) => {
    expect(read(path)).not.toMatch(/\.\.\/shared|\/work\//);
  });

  it('documents every attribute of the element in the README', () => {
    const rows = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]!.trim());
    for (const prop of attributeProps) expect(rows).toContain(`\`${kebabCase(prop)}\``);
    for (const attribute of Object.keys(elementAttributes)) expect(rows).toContain(`\`${attribute}\``);
  });

  it('documents every theme property and names only parts the element has (custom-elements.json lists them all)', () => {
    const readme = read('README.md');
    for (const property of Object.keys(themeProperties)) expect(readme).toContain(`| \`${property}\` |`);
    const section = readme.slice(readme.indexOf('| part | what |'));
    const documented = [...section.slice(0, section.indexOf('\n\n')).matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!);
    expect(documented.length).toBeGreaterThan(5);
    for (const part of documented) expect(Object.keys(parts)).toContain(part);
  });

  it('documents every event the element declares in the README', () => {
    const events = [...read('src/contract/hostEvents.ts').matchAll(/'(order-form:[a-z]+)'/g)].map((match) => match[1]!);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(read('README.md')).toContain(`| \`${event}\` |`);
  });

  it("README.md is at most 400 lines: the package's page for a host developer", () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(400);
  });

  it.each(['docs/ARCHITECTURE.md', 'docs/TESTING.md', 'docs/BENCH.md', 'docs/DESIGN.md', 'docs/spec.md'])('has %s, linked from the README', (path) => {
    expect(existsSync(resolve(repository, path))).toBe(true);
    expect(read('README.md')).toContain(`](${path})`);
  });

  it("names in docs/ARCHITECTURE.md's 'Where is ...' index only files that exist, by path or in the folder its line names", () => {
    const architecture = read('docs/ARCHITECTURE.md');
    const index = architecture.slice(architecture.indexOf('### Where is ...'), architecture.indexOf('### From a click to the API and back'));
    expect(index.length).toBeGreaterThan(1000);
    const named: string[] = [];
    for (const line of index.split('\n').filter((text) => text.trimStart().startsWith('- '))) {
      const folder = line.match(/\(all in `([^`]+\/)`\)/)?.[1];
      for (const [, token] of line.matchAll(/`([^`\s]+\.(?:tsx?|json|html|css))`/g)) {
        named.push(token!.includes('/') ? token! : `${folder ?? '(no folder)/'}${token}`);
      }
    }
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((path) => !existsSync(resolve(repository, path)))).toEqual([]);
  });

  it("leads to every feature the house issue names from docs/ARCHITECTURE.md's 'Where is ...' index", () => {
    const index = read('docs/ARCHITECTURE.md').split('### Where is ...')[1]!.split('### ')[0]!;
    for (const feature of ['Voucher', 'Address check and the 412 rule', 'IBAN to BIC', 'Quote', 'Plan link', 'Partner access', 'Submission', 'Persistence', 'Live validation']) {
      expect(index).toContain(`- **${feature}**`);
    }
  });
});
