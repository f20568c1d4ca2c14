import { hostPage, type HostPage } from '../e2e/cdnHost.ts';
import { cspPages, strictPolicy } from '../e2e/cspPages.ts';

/**
 * The shipped-module host's pages for the journeys (the engines runner's hosts, tests/browser/engines/run.ts, and the
 * Playwright suite's, tests/browser/e2e/shippedModuleHost.ts): csp.spec.ts's pages, and the strict-CSP page once more with
 * a script of the page's own origin that records every violation from before the module loads (WebDriver has no
 * init scripts, so the page itself listens, as a site's own reporting would).
 */
export const violationRecorder = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
}, true);
`;

export const watchedStrictPage = '/csp/engines/';

export const moduleHostPages: HostPage[] = [
  { path: '/engines/csp-violations.js', html: violationRecorder, contentType: 'text/javascript; charset=utf-8' },
  {
    path: `${watchedStrictPage}*`,
    html: hostPage(
      'Bestellen unter CSP',
      `    <script src="/engines/csp-violations.js"></script>\n    <order-form lang="de" base-path="${watchedStrictPage}" storage-key="csp-engines"></order-form>`,
    ),
    headers: { 'Content-Security-Policy': strictPolicy },
  },
  ...cspPages,
];
