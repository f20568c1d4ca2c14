import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ArgTypes } from '@storybook/react-vite';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { useEffect, useRef, type CSSProperties } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import manifestJson from '../../custom-elements.json';
import type { OrderFormElement } from '../../src/element/element.tsx';
import '../../src/element/element.tsx';

/*
 * The element's public surface as custom-elements.json describes it (issue 25): this story's docs page (autodocs) is
 * made from the manifest, not written twice. Each attribute is a control (set on the element as that attribute), each
 * CSS custom property a control (set on the element), each event an action, each part and the reporter property a row.
 * Storybook's React renderer has no setCustomElementsManifest (that belongs to the web-components renderer), so the
 * argTypes are built here.
 */

const manifest = manifestJson as Package;
const element = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .find((declaration): declaration is CustomElementDeclaration => 'tagName' in declaration && declaration.tagName === 'order-form')!;

const unquoted = (value: string) => value.replace(/^'(.*)'$/, '$1');
const closedSet = (text: string) => (text.includes("'") ? text.split(' | ').map(unquoted) : undefined);

const attributeNames = (element.attributes ?? []).map((attribute) => attribute.name);
const eventNames = (element.events ?? []).map((event) => event.name!);
const propertyNames = (element.cssProperties ?? []).map((property) => property.name);

const argTypes: ArgTypes = {
  ...Object.fromEntries(
    (element.attributes ?? []).map((attribute) => {
      const options = closedSet(attribute.type?.text ?? '');
      return [
        attribute.name,
        {
          name: attribute.name,
          description: attribute.description,
          control: options ? { type: 'select' } : { type: 'text' },
          ...(options ? { options } : {}),
          table: {
            category: 'attributes',
            type: { summary: attribute.type?.text ?? 'string' },
            ...(attribute.default ? { defaultValue: { summary: attribute.default } } : {}),
          },
        },
      ];
    }),
  ),
  ...Object.fromEntries(
    (element.members ?? [])
      .filter((member) => member.kind === 'field' && !('attribute' in member && member.attribute))
      .map((member) => [
        member.name,
        { name: member.name, description: member.description, control: false, table: { category: 'properties', type: { summary: 'type' in member ? member.type?.text : '' } } },
      ]),
  ),
  ...Object.fromEntries(
    (element.events ?? []).map((event) => [
      event.name,
      { name: event.name, description: event.description, control: false, table: { category: 'events', type: { summary: event.type?.text } } },
    ]),
  ),
  ...Object.fromEntries(
    (element.cssProperties ?? []).map((property) => [
      property.name,
      {
        name: property.name,
        description: property.description,
        control: { type: property.name.endsWith('-font') || property.name.endsWith('-radius') ? 'text' : 'color' },
        table: { category: 'CSS custom properties', ...(property.default ? { defaultValue: { summary: property.default } } : {}) },
      },
    ]),
  ),
  ...Object.fromEntries(
    (element.cssParts ?? []).map((part) => [
      `::part(${part.name})`,
      { name: `::part(${part.name})`, description: part.description, control: false, table: { category: 'CSS shadow parts' } },
    ]),
  ),
};

type ElementArgs = Record<string, unknown>;

/** `<order-form>` with the story's args: attributes as attributes, custom properties as its style, events to actions. */
function OrderFormFromManifest(args: ElementArgs) {
  const ref = useRef<OrderFormElement>(null);
  const attributes = Object.fromEntries(attributeNames.filter((name) => typeof args[name] === 'string' && args[name] !== '').map((name) => [name, args[name]]));
  const style = Object.fromEntries(propertyNames.filter((name) => typeof args[name] === 'string' && args[name] !== '').map((name) => [name, args[name]])) as CSSProperties;
  const actions = useRef(args);
  actions.current = args;
  useEffect(() => {
    const host = ref.current!;
    const listeners = eventNames.map((name) => [name, (event: Event) => (actions.current[name] as ((detail: unknown) => void) | undefined)?.((event as CustomEvent).detail)] as const);
    for (const [name, listener] of listeners) host.addEventListener(name, listener);
    return () => listeners.forEach(([name, listener]) => host.removeEventListener(name, listener));
  }, []);
  return <order-form ref={ref} {...attributes} style={style} />;
}

const meta = {
  title: 'Foundation/Element API',
  component: OrderFormFromManifest,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: `\`<${element.tagName}>\`: ${element.summary} ${element.description} (from custom-elements.json)` },
      // in a frame of its own on the docs page, so the table below stays in view
      story: { inline: false, height: '480px' },
    },
  },
  argTypes,
  args: {
    routing: 'memory',
    'initial-url': '/',
    'storage-key': 'sb-element-api',
    lang: 'de',
    ...Object.fromEntries(eventNames.map((name) => [name, fn()])),
  },
} satisfies Meta<typeof OrderFormFromManifest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan list; the ready event goes to the actions panel with its detail. */
export const PlanList: Story = {
  play: async ({ canvasElement, args }) => {
    const host = canvasElement.querySelector('order-form')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('h1')).toBeTruthy(), { timeout: 30_000 });
    await waitFor(() => expect(args['order-form:ready']).toHaveBeenCalledWith({ lang: 'de' }), { timeout: 30_000 });
  },
};

/** A partner's theme through the custom properties the manifest lists, at a plan's first step. */
export const ThemedAtAPlan: Story = {
  args: { 'initial-url': '/plans/VOIPPRIV/', 'storage-key': 'sb-element-api-plan', '--order-form-brand': '#0f766e', '--order-form-radius': '0.125rem' },
  play: async ({ canvasElement, args }) => {
    const host = canvasElement.querySelector('order-form')!;
    await waitFor(() => expect(args['order-form:step']).toHaveBeenCalledWith({ step: 'product' }), { timeout: 30_000 });
    expect(getComputedStyle(host).getPropertyValue('--order-form-brand')).toBe('#0f766e');
  },
};
