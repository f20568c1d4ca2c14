import { setupWorker } from 'msw/browser';
import { afterEach } from 'vitest';
import { demoApiHandlers } from '../../demo/api/msw.ts';

const worker = setupWorker(...demoApiHandlers());
await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });

afterEach(() => {
  worker.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
