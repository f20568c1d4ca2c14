/** The element's attributes (DESIGN.md, "What we ship"), as the React tree receives them. */
export interface OrderFormAttributes {
  plan?: string;
  lang?: string;
  apiBase?: string;
  basePath?: string;
  routing?: string;
  initialUrl?: string;
  storageKey?: string;
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
  'partnerPortalUrl',
  'customerPortalUrl',
  'externalThanksUrl',
  'subscriptionManagementUrl',
  'environment',
] as const satisfies ReadonlyArray<keyof OrderFormAttributes>;

export type Routing = 'history' | 'memory';

/** The defaults that DESIGN.md sets for absent attributes. */
export interface ResolvedAttributes extends OrderFormAttributes {
  apiBase: string;
  basePath: string;
  routing: Routing;
  storageKey: string;
}

export function resolveAttributes(attributes: OrderFormAttributes): ResolvedAttributes {
  return {
    ...attributes,
    apiBase: attributes.apiBase || '/api/',
    basePath: attributes.basePath || '/',
    routing: attributes.routing === 'memory' ? 'memory' : 'history',
    storageKey: attributes.storageKey || 'order-form',
  };
}
