import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDemoApp } from '../../../demo/api/app.ts';
import { hostPage, type HostPage } from './cdnHost.ts';

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

/** Where csp.spec.ts's server-rendered pages live: the element's base path. */
export const firstScreenBase = '/csp/first-screen/';

/**
 * The strict policy's page with its first screen in the HTML, rendered at the host's start by order-form/server as
 * it ships (dist/server.js) from the demo API in process: the plan list at `firstScreenBase`, VOIPBIZ's product step
 * below it, each linking its styles from the host's own origin (`style-src 'self'`), as a site without a nonce does.
 */
export async function firstScreenCspPages(): Promise<HostPage[]> {
  const server = (await import(pathToFileURL(resolve(import.meta.dirname, '../../../dist/server.js')).href)) as typeof import('../../../src/server/renderFirstScreen.tsx');
  const app = createDemoApp();
  const render = async (path: string) =>
    (
      await server.renderFirstScreen({
        apiBase: 'http://host.invalid/api/',
        lang: 'de',
        fetch: async (input, init) => app.request(new Request(input, init)),
        path,
        attributes: { lang: 'de', 'base-path': firstScreenBase, 'storage-key': 'csp-first-screen' },
        stylesheetHref: '/csp/first-screen.css',
        planStylesheetHref: '/csp/plan-page.css',
      })
    ).html;
  const page = async (path: string) => hostPage('Bestellen unter CSP', `    ${await render(path)}`);
  const headers = { 'Content-Security-Policy': strictPolicy };
  return [
    { path: '/csp/first-screen.css', html: server.firstScreenCss, contentType: 'text/css; charset=utf-8' },
    { path: '/csp/plan-page.css', html: server.planPageCss, contentType: 'text/css; charset=utf-8' },
    { path: `${firstScreenBase}plans/VOIPBIZ/*`, html: await page(`${firstScreenBase}plans/VOIPBIZ/`), headers },
    { path: `${firstScreenBase}*`, html: await page(firstScreenBase), headers },
  ];
}
