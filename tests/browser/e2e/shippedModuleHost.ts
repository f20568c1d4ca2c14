import { hostPage, startCdnHost } from './cdnHost.ts';
import { moduleHostPages } from '../journeys/moduleHostPages.ts';
import { firstScreenCspPages } from './cspPages.ts';

/**
 * The webServer of the shipped-module e2e test (playwright.config.ts): `dist/` from `npm run build` under
 * `/static/order-form/`, on plain pages that hold only the script tag and the elements, the demo API under `/api/`;
 * the journey kit's pages (tests/browser/journeys/moduleHostPages.ts: csp.spec.ts's /csp/ pages among them).
 * `E2E_CDN_PORT` is its port.
 */
export const oneElement = hostPage('Bestellen', '    <order-form lang="de"></order-form>');

/** Two elements: the first owns the address (history routing), the second runs in memory with its own storage. */
export const twoElements = hostPage(
  'Zwei Formulare',
  `    <section aria-label="Erstes Formular">
      <order-form lang="de" base-path="/two/"></order-form>
    </section>
    <section aria-label="Zweites Formular">
      <order-form lang="de" routing="memory" storage-key="second-form" initial-url="/plans/VOIPBIZ/"></order-form>
    </section>`,
);

const port = Number(process.env.E2E_CDN_PORT ?? 5274);
const host = await startCdnHost({
  port,
  pages: [
    // csp.spec.ts's /csp/ pages, and the strict-CSP page the journeys watch (cspPage.journey.ts)
    ...moduleHostPages,
    // csp.spec.ts's pages with their first screen in the HTML (order-form/server)
    ...(await firstScreenCspPages()),
    { path: '/two/*', html: twoElements },
    { path: '/*', html: oneElement },
  ],
});
console.log(`the shipped module on ${host.url}/static/order-form/order-form.js`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void host.close().finally(() => process.exit(0));
  });
}
