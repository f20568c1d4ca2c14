/** The element's attributes (DESIGN.md, "What we ship"), as the React tree receives them. */
export interface OrderFormAttributes {
  plan?: string;
  lang?: string;
  apiBase?: string;
  basePath?: string;
  routing?: string;
  initialUrl?: string;
  storageKey?: string;
  header?: string;
  partnerPortalUrl?: string;
  customerPortalUrl?: string;
  externalThanksUrl?: string;
  subscriptionManagementUrl?: string;
  environment?: string;
}

/** camelCase prop -> the attribute's kebab-case name is r2wc's convention: apiBase <-> api-base. */
export const attributeProps = [
  'plan',
  'lang',
  'apiBase',
  'basePath',
  'routing',
  'initialUrl',
  'storageKey',
  'header',
  'partnerPortalUrl',
  'customerPortalUrl',
  'externalThanksUrl',
  'subscriptionManagementUrl',
  'environment',
] as const satisfies ReadonlyArray<keyof OrderFormAttributes>;

export type Routing = 'history' | 'memory';

/**
 * Where the header sits: `sticky` to the top of the element's own box (the default), `static` in the flow, or
 * `fixed` to the top of the viewport, only for a page that asks for it and keeps room for it.
 */
export type HeaderPosition = 'static' | 'sticky' | 'fixed';

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
    apiBase: attributes.apiBase || '/api/',
    basePath: attributes.basePath || '/',
    routing: attributes.routing === 'memory' ? 'memory' : 'history',
    storageKey: attributes.storageKey || 'order-form',
    header: headerPositionOf(attributes.header),
  };
}
