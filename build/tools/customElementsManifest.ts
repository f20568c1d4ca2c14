/**
 * `npm run manifest`: writes custom-elements.json, the Custom Elements Manifest (schema 2.1) of
 * `<order-form>`, from the tables the element itself runs on: its attributes (src/contract/attributes.ts), events
 * (src/contract/hostEvents.ts, each detail's type read from its OrderFormEventMap), parts (src/contract/parts.ts),
 * theme properties (src/contract/themeProperties.ts), with the texts of src/contract/documentation.ts.
 * tests/build/tools/customElementsManifest.test.ts makes it again and fails when the committed file differs, and checks the
 * tables against what the element renders, reads and dispatches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Package } from 'custom-elements-manifest';
import { dirname, resolve } from 'node:path';
import { attributeOf, elementAttributes, propAttributes, type AttributeDefinition } from '../../src/contract/attributes.ts';
import { attributeDescriptions, eventDescriptions, reporterDescription } from '../../src/contract/documentation.ts';
import { elementEventNames, type OrderFormEventName } from '../../src/contract/hostEvents.ts';
import { parts } from '../../src/contract/parts.ts';
import { themeProperties } from '../../src/contract/themeProperties.ts';

const repository = resolve(import.meta.dirname, '../..');
export const manifestPath = resolve(repository, 'custom-elements.json');

const elementModule = 'dist/order-form.js';
const reactModule = 'dist/react.js';

interface Type {
  text: string;
}

const typeOf = (definition: AttributeDefinition): Type => ({
  text: definition.values ? definition.values.map((value) => `'${value}'`).join(' | ') : 'string',
});

/** The manifest as an object, in a stable order (the tables' own). */
export function customElementsManifest(): Package {
  const details = eventDetailTypes(resolve(repository, 'src/contract/hostEvents.ts'));
  const attributeRows = [
    ...Object.entries(propAttributes).map(([prop, definition]) => ({ prop, name: attributeOf(prop), definition: definition as AttributeDefinition })),
    ...Object.entries(elementAttributes).map(([name, definition]) => ({ prop: undefined, name, definition: definition as AttributeDefinition })),
  ];
  const describe = (key: string) => attributeDescriptions[key as keyof typeof attributeDescriptions];

  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: elementModule,
        description: 'The element module: importing it registers <order-form> (where there is a customElements registry).',
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: 'OrderFormElement',
            tagName: 'order-form',
            summary: 'The online order form of a telephony and internet provider, in one element.',
            description:
              'Private and business customers, partner-portal agents and customers of a parent account pick a plan, check availability at an address, configure add-ons, enter their data and place an order. Renders into an open shadow root with its own styles.',
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributeRows.map(({ prop, name, definition }) => ({
              name,
              type: typeOf(definition),
              ...(definition.default !== undefined ? { default: `'${definition.default}'` } : {}),
              description: describe(prop ?? name),
              // lang is the DOM's own property; the element's other props reflect their attributes
              ...(prop && prop !== 'lang' ? { fieldName: prop } : {}),
            })),
            members: [
              ...attributeRows
                .filter((row): row is typeof row & { prop: string } => row.prop !== undefined && row.prop !== 'lang')
                .map(({ prop, name, definition }) => ({
                  kind: 'field' as const,
                  name: prop,
                  type: { text: `${typeOf(definition).text} | null` },
                  attribute: name,
                  reflects: true,
                  description: `${describe(prop)} Reflects the ${name} attribute: null when absent; null, undefined or '' removes it.`,
                })),
              {
                kind: 'field' as const,
                name: 'reporter',
                type: { text: 'ErrorReporter | undefined' },
                description: reporterDescription,
              },
            ],
            events: elementEventNames.map((name) => ({
              name,
              type: { text: `CustomEvent<${details[name]}>` },
              description: `${eventDescriptions[name]} Bubbles and is composed.`,
            })),
            cssParts: Object.entries(parts).map(([name, description]) => ({ name, description })),
            cssProperties: Object.entries(themeProperties).map(([name, { default: value, description }]) => ({
              name,
              default: value,
              description: `${description} Set it on the element.`,
            })),
          },
          {
            kind: 'function',
            name: 'defineOrderForm',
            description:
              'Registers the element under a name, once: a name already defined (a second bundle on the page) is left as it is; does nothing where there is no customElements registry. Importing the module calls it with the default name.',
            parameters: [{ name: 'name', optional: true, type: { text: 'string' }, default: "'order-form'" }],
            return: { type: { text: 'void' } },
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: 'order-form', declaration: { name: 'OrderFormElement', module: elementModule } },
          { kind: 'js', name: 'defineOrderForm', declaration: { name: 'defineOrderForm', module: elementModule } },
        ],
      },
      {
        kind: 'javascript-module',
        path: reactModule,
        description: 'order-form/react: the element for React 19 hosts (react is a peer dependency).',
        declarations: [
          {
            kind: 'function',
            name: 'OrderForm',
            description: `<order-form> as a React component: its attributes as camelCase props, its events as the callbacks ${elementEventNames
              .map((name) => `on${name[11]!.toUpperCase()}${name.slice(12)}`)
              .join(', ')}, reporter as a prop.`,
            parameters: [{ name: 'props', type: { text: 'OrderFormProps' } }],
          },
        ],
        exports: [{ kind: 'js', name: 'OrderForm', declaration: { name: 'OrderForm', module: reactModule } }],
      },
    ],
  } satisfies Package;
}

/**
 * The detail type of each event, as OrderFormEventMap writes it, on one line: `{ step: string }`; a type the map
 * imports (`import('./purchase.ts').Purchase`) written out as its interface's members. Read from the source
 * because TypeScript 7 has no compiler API to ask; the map is a plain interface of quoted names.
 */
export function eventDetailTypes(hostEventsFile: string): Record<OrderFormEventName, string> {
  const members = interfaceMembers(readFileSync(hostEventsFile, 'utf8'), 'OrderFormEventMap', hostEventsFile);
  const found: Record<string, string> = {};
  for (const member of members) {
    const match = /^'([^']+)'\s*:\s*([\s\S]+)$/.exec(member);
    if (!match) throw new Error(`cannot read the member ${member} of OrderFormEventMap`);
    found[match[1]!] = writtenOut(match[2]!, hostEventsFile);
  }
  return found as Record<OrderFormEventName, string>;
}

/** `import('./x.ts').Name` -> `{ ...Name's members }`; any other type as it is, on one line. */
function writtenOut(type: string, file: string): string {
  const imported = /^import\('([^']+)'\)\.(\w+)$/.exec(type.trim());
  if (!imported) return oneLine(type);
  const target = resolve(dirname(file), imported[1]!);
  return `{ ${interfaceMembers(readFileSync(target, 'utf8'), imported[2]!, target).map((member) => oneLine(member)).join('; ')} }`;
}

/** The members of `export interface Name { ... }`, each as written (without its `;`), comments left out. */
function interfaceMembers(source: string, name: string, file: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const start = code.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`no interface ${name} in ${file}`);
  const members: string[] = [];
  let depth = 0;
  let member = '';
  for (const character of code.slice(code.indexOf('{', start) + 1)) {
    if (depth === 0 && character === '}') break;
    if ('{(<['.includes(character)) depth += 1;
    if ('})>]'.includes(character)) depth -= 1;
    if (depth === 0 && character === ';') {
      members.push(member.trim());
      member = '';
    } else member += character;
  }
  return members;
}

const oneLine = (type: string) =>
  type
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .trim();

export const manifestText = () => `${JSON.stringify(customElementsManifest(), null, 2)}\n`;

if (import.meta.main) {
  writeFileSync(manifestPath, manifestText());
  console.log(`wrote ${manifestPath}`);
}
