/**
 * The element's attributes (DESIGN.md, "What we ship"): one table that the element, its typings (JSX, the React
 * wrapper, the element's properties) and the Custom Elements Manifest (custom-elements.json) are made from.
 */
export interface AttributeDefinition {
  /** what the attribute does, as the README and the manifest say it */
  readonly description: string;
  /** the value an absent or empty attribute stands for */
  readonly default?: string;
  /** the values it takes, where the set is closed */
  readonly values?: readonly string[];
}

/**
 * Attributes the React tree receives as props: the camelCase prop is the kebab-case attribute (r2wc's convention,
 * apiBase <-> api-base), and each is a property of the element too, reflected to the attribute.
 */
export const propAttributes = {
  plan: {
    description: 'The plan code to open (VOIPPRIV, EBCOM, ...) when the address names no route; changing it later opens that plan.',
  },
  lang: {
    description:
      'The language: de, en, nl or fr. Precedence: ?lang in the address (then removed from it), the visitor\'s stored choice, this attribute, the domain suffix (.at, .fr, .nl), de. Any other value counts for nothing.',
  },
  apiBase: {
    description: 'Where the /api/ contract is served (same origin; requests send credentials and the XSRF header).',
    default: '/api/',
  },
  basePath: {
    description: "Where the element's routes live in the page's address (/bestellen/ gives /bestellen/plans/EBCOM/product/).",
    default: '/',
  },
  routing: {
    description: "history for the one element that owns the page's address, memory for any other (Storybook, a second element).",
    default: 'history',
    values: ['history', 'memory'],
  },
  initialUrl: {
    description: "Memory routing's start route and query, e.g. /plans/VOIPPRIV/?voucher=SOMMER20.",
    default: '/',
  },
  storageKey: {
    description: 'The namespace in sessionStorage (form data, auth token) and localStorage (language); two elements need two keys.',
    default: 'order-form',
  },
  header: {
    description:
      "Where the header sits: sticky to the top of the element's own box while the page scrolls through the form, static in the flow, fixed to the top of the viewport.",
    default: 'sticky',
    values: ['sticky', 'static', 'fixed'],
  },
  partnerPortalUrl: {
    description: 'Where partner agents are sent when their access is refused (error.token.invalid).',
  },
  customerPortalUrl: {
    description: 'Where parent-account customers are sent when their access is refused.',
  },
  externalThanksUrl: {
    description: 'The thank-you page of relocation and ekp orders (?type=relocation, ?type=ekp), left for in the top window.',
  },
  subscriptionManagementUrl: {
    description: 'Where subscription-management orders (?type=subscription-management) end, in the top window.',
  },
  environment: {
    description: 'The release label for error reports (production, staging, ...); nothing is reported without it or in local, development, test.',
  },
} as const satisfies Readonly<Record<string, AttributeDefinition>>;

/** Attributes the element reads itself (not props of the React tree), each when the form starts or styles are put in. */
export const elementAttributes = {
  'parent-origins': {
    description:
      'In an iframe: the origins of the framing page whose messages the element takes, separated by spaces (https://partner.example); without it no message is taken. Read when the form starts.',
  },
  nonce: {
    description:
      "The page's CSP nonce, for a browser without constructable style sheets: the <style> elements the element then creates carry it. Read when the element is first connected.",
  },
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

/** The defaults that DESIGN.md sets for absent attributes. */
export interface ResolvedAttributes extends OrderFormAttributes {
  apiBase: string;
  basePath: string;
  routing: Routing;
  storageKey: string;
  header: HeaderPosition;
}

export function resolveAttributes(attributes: OrderFormAttributes): ResolvedAttributes {
  return {
    ...attributes,
    apiBase: attributes.apiBase || propAttributes.apiBase.default,
    basePath: attributes.basePath || propAttributes.basePath.default,
    routing: attributes.routing === 'memory' ? 'memory' : 'history',
    storageKey: attributes.storageKey || propAttributes.storageKey.default,
    header: headerPositionOf(attributes.header),
  };
}
