/**
 * The e2e suite's target and ports, read from the environment once for playwright.config.ts and the specs that need
 * another server's address (journeys.spec.ts: the shipped-module host's, for the CSP journey).
 * `E2E_TARGET=dev` runs against `npm start`; `E2E_PORT` (default 5283, 5273 for dev) is the demo page's server,
 * `E2E_CDN_PORT` (default E2E_PORT + 1) the shipped-module host, `E2E_HOSTS_PORT` (default E2E_CDN_PORT + 1) the package hosts.
 */
export const target: 'dev' | 'production' = process.env.E2E_TARGET === 'dev' ? 'dev' : 'production';
export const port = Number(process.env.E2E_PORT ?? (target === 'dev' ? 5273 : 5283));
export const cdnPort = Number(process.env.E2E_CDN_PORT ?? port + 1);
export const hostsPort = Number(process.env.E2E_HOSTS_PORT ?? cdnPort + 1);

/** The shipped-module host (shippedModuleHost.ts): dist/ under /static/order-form/, the /csp/ pages, the demo API. */
export const moduleHostUrl = `http://127.0.0.1:${cdnPort}`;
