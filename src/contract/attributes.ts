/**
 * The element's attributes (DESIGN.md, "What we ship"): one table that the element, its typings (JSX, the React
 * wrapper, the element's properties) and the Custom Elements Manifest (custom-elements.json) are made from.
 */
export interface AttributeDefinition {
  /** the value an absent or empty attribute stands for */
  readonly default?: string;
  /** the values it takes, where the set is closed */
  readonly values?: readonly string[];
}

/**
 * Attributes the React tree receives as props: the camelCase prop is the kebab-case attribute (r2wc's convention,
 * apiBase <-> api-base), and each is a property of the element too, reflected to the attribute. What each does is
 * in ./documentation.ts (kept apart: the shipped module carries no descriptions).
 */
export const propAttributes = {
  plan: {},
  lang: {},
  apiBase: { default: '/api/' },
  basePath: { default: '/' },
  routing: { default: 'history', values: ['history', 'memory'] },
  initialUrl: { default: '/' },
  storageKey: { default: 'order-form' },
  header: { default: 'sticky', values: ['sticky', 'static', 'fixed'] },
  partnerPortalUrl: {},
  customerPortalUrl: {},
  externalThanksUrl: {},
  subscriptionManagementUrl: {},
  environment: {},
  paymentDataTtl: { default: '30' },
} as const satisfies Readonly<Record<string, AttributeDefinition>>;

/** Attributes the element reads itself (not props of the React tree): `parent-origins` when the form starts, `nonce` when it is first connected. */
export const elementAttributes = {
  'parent-origins': {},
  nonce: {},
} as const satisfies Readonly<Record<string, AttributeDefinition>>;

export type AttributeProp = keyof typeof propAttributes;

/** camelCase -> kebab-case, as r2wc maps a prop to its attribute */
export type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

/** An attribute's value: one of its values where the set is closed, else any string. */
export type AttributeValue<Definition> = Definition extends { readonly values: ReadonlyArray<infer Value> } ? Value : string;

/** The attributes as props of the React tree: camelCase, each a string (the element checks the closed sets). */
export type OrderFormAttributes = { [Prop in AttributeProp]?: string };

/** The attributes as a host writes them, by their kebab-case names, with the closed sets typed. */
export type OrderFormHtmlAttributes = { [Prop in AttributeProp as KebabCase<Prop>]?: AttributeValue<(typeof propAttributes)[Prop]> } & {
  [Name in keyof typeof elementAttributes]?: string;
};

/** The React tree's props, in the table's order. */
export const attributeProps = Object.keys(propAttributes) as AttributeProp[];

/** camelCase prop -> its attribute: apiBase -> api-base. */
export const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export type Routing = AttributeValue<typeof propAttributes.routing>;

/**
 * Where the header sits: `sticky` to the top of the element's own box (the default), `static` in the flow, or
 * `fixed` to the top of the viewport, only for a page that asks for it and keeps room for it.
 */
export type HeaderPosition = AttributeValue<typeof propAttributes.header>;

/** Like HTML's enumerated attributes: ASCII case-insensitive, and an unknown value means the default. */
export function headerPositionOf(value: string | undefined): HeaderPosition {
  const position = value?.toLowerCase();
  return position === 'static' || position === 'fixed' ? position : 'sticky';
}

/**
 * `payment-data-ttl`: the minutes without activity after which the bank details and a partner's token leave the
 * browser's storage (DESIGN.md, "Data at rest"), as milliseconds. A positive number of minutes (fractions allowed),
 * at most a day; anything else means the default, 30.
 */
export function paymentDataTtlOf(value: string | undefined): number {
  const minutes = Number(value?.trim() || propAttributes.paymentDataTtl.default);
  const valid = Number.isFinite(minutes) && minutes > 0 ? minutes : Number(propAttributes.paymentDataTtl.default);
  return Math.min(valid, 24 * 60) * 60_000;
}

/** The defaults that DESIGN.md sets for absent attributes. */
export interface ResolvedAttributes extends OrderFormAttributes {
  apiBase: string;
  basePath: string;
  routing: Routing;
  storageKey: string;
  header: HeaderPosition;
  /** minutes, as `paymentDataTtlOf` reads them */
  paymentDataTtl: string;
}

export function resolveAttributes(attributes: OrderFormAttributes): ResolvedAttributes {
  return {
    ...attributes,
    apiBase: attributes.apiBase || propAttributes.apiBase.default,
    basePath: attributes.basePath || propAttributes.basePath.default,
    routing: attributes.routing === 'memory' ? 'memory' : 'history',
    storageKey: attributes.storageKey || propAttributes.storageKey.default,
    header: headerPositionOf(attributes.header),
    paymentDataTtl: String(paymentDataTtlOf(attributes.paymentDataTtl) / 60_000),
  };
}
