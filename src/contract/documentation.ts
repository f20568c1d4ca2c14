import type { AttributeProp, elementAttributes } from './attributes.ts';
import type { OrderFormEventName } from './hostEvents.ts';

/*
 * What each attribute and event of the element does, as the Custom Elements Manifest (custom-elements.json, made by
 * build/tools/customElementsManifest.ts) and Storybook's docs say it; the README's tables say the same in more words.
 * Apart from the tables the element runs on (./attributes.ts, ./hostEvents.ts), so that neither the shipped module
 * nor the React wrapper carries these texts; the types make every attribute and event need its line here.
 */

export const attributeDescriptions = {
  plan: 'The plan code to open (VOIPPRIV, EBCOM, ...) when the address names no route; changing it later opens that plan.',
  lang:
    "The language: de, en, nl or fr (any other value counts for nothing). Precedence: ?lang in the address (then removed from it), the visitor's stored choice, this attribute, the domain suffix (.at, .fr, .nl), de.",
  apiBase: 'Where the /api/ contract is served (same origin; requests send credentials and the XSRF header).',
  basePath: "Where the element's routes live in the page's address (/bestellen/ gives /bestellen/plans/EBCOM/product/).",
  routing: "history for the one element that owns the page's address, memory for any other (Storybook, a second element).",
  initialUrl: "Memory routing's start route and query, e.g. /plans/VOIPPRIV/?voucher=SOMMER20.",
  storageKey: 'The namespace in sessionStorage (form data, auth token) and localStorage (language); two elements need two keys.',
  header:
    "Where the header sits: sticky to the top of the element's own box while the page scrolls through the form, static in the flow, fixed to the top of the viewport.",
  partnerPortalUrl: 'Where partner agents are sent when their access is refused (error.token.invalid).',
  customerPortalUrl: 'Where parent-account customers are sent when their access is refused.',
  externalThanksUrl: 'The thank-you page of relocation and ekp orders (?type=relocation, ?type=ekp), left for in the top window.',
  subscriptionManagementUrl: 'Where subscription-management orders (?type=subscription-management) end, in the top window.',
  environment: 'The release label for error reports (production, staging, ...); nothing is reported without it or in local, development, test.',
  paymentDataTtl:
    "Minutes without the visitor's activity (keys, pointer presses, input in the element; back and forward) after which the bank details (account owner, IBAN, BIC) and a partner's token leave sessionStorage; a visitor who comes back is asked for the bank details again and keeps the rest. Default 30, at most a day; read when the form starts.",
  'parent-origins':
    'In an iframe: the origins of the framing page whose messages the element takes, separated by spaces (https://partner.example); without it no message is taken. Read when the form starts.',
  nonce:
    "The page's CSP nonce, for browsers without constructable style sheets only: the <style> elements the element then makes carry it. Read when the element is first connected.",
} as const satisfies Readonly<Record<AttributeProp | keyof typeof elementAttributes, string>>;

export const eventDescriptions = {
  'order-form:ready': 'The form has loaded its plan classes and texts.',
  'order-form:step': 'A step is entered (product, activation, customer, account, confirm).',
  'order-form:submitted': 'Once per placed order, for purchase tracking (value: the monthly total; items: the plan and add-ons with their prices).',
  'order-form:error': 'The form could not start (its texts or plan classes failed to load); it shows a retry.',
  'order-form:resize': "In an iframe only: the element's height in CSS pixels whenever it changes, posted to the parent window (for auto-height).",
} as const satisfies Readonly<Record<OrderFormEventName, string>>;

/** What the element's one property that is no attribute takes. */
export const reporterDescription =
  'A Sentry-compatible error reporter (anything with captureException), told of failed calls (no status, or 500 and above) with personal data scrubbed, and of checks that could not run (CheckFailure). A property, not an attribute; read when a call fails, so it may be set after the element started.';
