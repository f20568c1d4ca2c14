import { hostPage } from './cdnHost.ts';

/*
 * The pages of tests/browser/e2e/csp.spec.ts on the shipped-module host (shippedModuleHost.ts): the built dist/ module under
 * Content-Security-Policies, each beside the same page without one.
 */

/**
 * The strict policy of issue 25, as a bank-grade marketing site sends it: no 'unsafe-inline', no 'unsafe-eval',
 * Trusted Types required. tests/browser/e2e/csp.spec.ts fails on any violation the element causes under it.
 */
export const strictPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; require-trusted-types-for 'script'";

/** The nonce the page of a browser without constructable style sheets hands the element (csp.spec.ts). */
export const cspNonce = 'b3JkZXItZm9ybS1ub25jZQ';

/** One element on a page of its own under `/csp/<name>/`, routing below it and keeping its data under its own key. */
const cspPage = (name: string, attributes = '') =>
  hostPage('Bestellen unter CSP', `    <order-form lang="de" base-path="/csp/${name}/" storage-key="csp-${name}"${attributes}></order-form>`);

/** The pages of csp.spec.ts: each policy beside the same page without one, to compare the computed styles. */
export const cspPages = [
  { path: '/csp/none/*', html: cspPage('none') },
  { path: '/csp/strict/*', html: cspPage('strict'), headers: { 'Content-Security-Policy': strictPolicy } },
  { path: '/csp/style-self/*', html: cspPage('style-self'), headers: { 'Content-Security-Policy': "style-src 'self'" } },
  { path: '/csp/style-none/*', html: cspPage('style-none'), headers: { 'Content-Security-Policy': "style-src 'none'" } },
  {
    path: '/csp/nonce/*',
    html: cspPage('nonce', ` nonce="${cspNonce}"`),
    headers: { 'Content-Security-Policy': strictPolicy.replace("style-src 'self'", `style-src 'nonce-${cspNonce}'`) },
  },
  {
    path: '/csp/no-nonce/*',
    html: cspPage('no-nonce'),
    headers: { 'Content-Security-Policy': strictPolicy.replace("style-src 'self'", `style-src 'nonce-${cspNonce}'`) },
  },
];
