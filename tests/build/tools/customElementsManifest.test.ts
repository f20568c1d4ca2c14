import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import schema from 'custom-elements-manifest/schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { attributeOf, attributeProps, elementAttributes } from '../../../src/contract/attributes.ts';
import { elementEventNames } from '../../../src/contract/hostEvents.ts';
import { parts } from '../../../src/contract/parts.ts';
import { themeProperties } from '../../../src/contract/themeProperties.ts';
import { customElementsManifest, manifestPath } from '../../../build/tools/customElementsManifest.ts';

/*
 * custom-elements.json (issue 25) is made from the tables the element runs on (build/tools/customElementsManifest.ts).
 * These tests fail when the committed file is not what the tables give (`npm run manifest` writes it again), when it
 * is no valid manifest of schema 2.x, and when a table and the element disagree: a part the element renders, an
 * attribute it reads, an event it dispatches or a custom property its styles use that the table lacks, or the reverse.
 */

const repository = resolve(import.meta.dirname, '../../..');
const sourceFiles = (folder: string, pattern: RegExp) =>
  readdirSync(resolve(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => ({ file: `${folder}/${file}`, text: readFileSync(resolve(repository, folder, file), 'utf8') }));

const manifest = customElementsManifest();
const element = manifest.modules[0]!.declarations![0] as {
  tagName: string;
  attributes: Array<{ name: string; fieldName?: string; default?: string; type: { text: string } }>;
  members: Array<{ name: string; attribute?: string }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssParts: Array<{ name: string }>;
  cssProperties: Array<{ name: string; default?: string }>;
};

/** Code without its comments: a comment naming a part or an attribute is no use of it. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('custom-elements.json', () => {
  it('is the manifest the element\'s tables give (npm run manifest writes it)', () => {
    expect(JSON.parse(readFileSync(manifestPath, 'utf8'))).toEqual(JSON.parse(JSON.stringify(manifest)));
  });

  it('is a valid Custom Elements Manifest of schema 2.x, referenced by package.json', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(manifest.schemaVersion).toMatch(/^2\./);
    const pkg = JSON.parse(readFileSync(resolve(repository, 'package.json'), 'utf8')) as { customElements: string; files: string[]; exports: Record<string, unknown> };
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
    expect(pkg.exports['./custom-elements.json']).toBe('./custom-elements.json');
    expect(element.tagName).toBe('order-form');
  });

  it('lists every part the element renders, and no other', () => {
    const rendered = new Set<string>();
    for (const { text } of sourceFiles('src', /\.tsx$/)) {
      for (const match of withoutComments(text).matchAll(/(?<![\w-])part=(?:"([^"]*)"|\{)/g)) {
        expect(match[1], 'a part is a literal, so that this test can read it').toBeDefined();
        for (const name of match[1]!.split(/\s+/)) rendered.add(name);
      }
    }
    expect([...rendered].sort()).toEqual(Object.keys(parts).sort());
    expect(element.cssParts.map((part) => part.name).sort()).toEqual([...rendered].sort());
  });

  it('lists every --order-form-* custom property a host may set, each with the default of theme.css; the others are set by the element itself', () => {
    const theme = readFileSync(resolve(repository, 'src/styles/theme.css'), 'utf8');
    const hostBlock = /:host\s*\{([^}]*)\}/.exec(theme)![1]!;
    const defaults = Object.fromEntries([...hostBlock.matchAll(/(--order-form-[a-z-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]));
    expect(Object.fromEntries(element.cssProperties.map((property) => [property.name, property.default]))).toEqual(defaults);
    expect(Object.keys(themeProperties).sort()).toEqual(Object.keys(defaults).sort());

    // any other one the styles or the code use is the element's own: it sets it itself (a measured header height, ...)
    const used = new Set<string>();
    const setByTheElement = new Set<string>();
    for (const { text } of sourceFiles('src', /\.(css|tsx?)$/)) {
      for (const [name] of withoutComments(text).matchAll(/--order-form-[a-z-]+/g)) used.add(name);
      for (const match of text.matchAll(/setProperty\(\s*'(--order-form-[a-z-]+)'/g)) setByTheElement.add(match[1]!);
    }
    expect([...used].filter((name) => !(name in themeProperties) && !setByTheElement.has(name))).toEqual([]);
    for (const name of setByTheElement) expect(themeProperties).not.toHaveProperty(name);
  });

  it('lists every attribute: the props the element observes (each a reflected property) and the ones it reads itself', () => {
    expect(element.attributes.map((attribute) => attribute.name)).toEqual([...attributeProps.map(attributeOf), ...Object.keys(elementAttributes)]);
    const read = new Set<string>();
    for (const { text } of sourceFiles('src', /\.tsx?$/)) for (const match of withoutComments(text).matchAll(/getAttribute\('([^']+)'\)/g)) read.add(match[1]!);
    expect([...read].sort()).toEqual(Object.keys(elementAttributes).sort());
    // every prop but lang (the DOM's own) is a field reflecting its attribute
    expect(element.members.filter((member) => member.attribute).map((member) => member.name)).toEqual(attributeProps.filter((prop) => prop !== 'lang'));
    expect(element.members.map((member) => member.name)).toContain('reporter');
    expect(element.attributes.find((attribute) => attribute.name === 'routing')).toMatchObject({ type: { text: "'history' | 'memory'" }, default: "'history'" });
  });

  it('lists every event the element dispatches, with the type of its detail', () => {
    const dispatched = new Set<string>();
    for (const { text } of sourceFiles('src', /\.tsx?$/)) for (const match of text.matchAll(/emitHostEvent\(\s*\w+,\s*'([^']+)'/g)) dispatched.add(match[1]!);
    expect([...dispatched].sort()).toEqual([...elementEventNames].sort());
    expect(element.events.map((event) => event.name)).toEqual(elementEventNames);
    expect(element.events.find((event) => event.name === 'order-form:step')?.type.text).toBe('CustomEvent<{ step: string }>');
    expect(element.events.find((event) => event.name === 'order-form:submitted')?.type.text).toMatch(/^CustomEvent<\{ transactionId: string; value: number; currency: 'EUR'; items: /);
  });
});
