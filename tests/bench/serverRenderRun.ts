/**
 * One Node process of the server render's timing (./serverRender.ts starts it): imports order-form/server as built
 * and the demo API, then renders each page in each language, timing each `renderFirstScreen` alone (the import
 * apart). Cold: one render per page and language, the first of this process for it (the caller starts a fresh
 * process per sample). Warm: `warmUp` renders not counted, then `renders` timed, each page and language in turn.
 * Prints one JSON object on stdout.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Job {
  serverModule: string;
  demoApp: string;
  pages: string[];
  langs: string[];
  mode: 'cold' | 'warm';
  warmUp: number;
  renders: number;
}

type RendererModule = typeof import('../../src/server/renderFirstScreen.tsx');
type DemoAppModule = typeof import('../../demo/api/app.ts');

const job = JSON.parse(process.argv[2]!) as Job;
const importStart = performance.now();
const [{ renderFirstScreen }, { createDemoApp }] = (await Promise.all([
  import(pathToFileURL(job.serverModule).href),
  import(pathToFileURL(job.demoApp).href),
])) as [RendererModule, DemoAppModule];
const importMs = performance.now() - importStart;
// as the demo page renders it (demo/vite-plugin.ts): the demo API in process, a session of the render's own
const app = createDemoApp();
const fetch: typeof globalThis.fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));

async function timed(path: string, lang: string) {
  const start = performance.now();
  const { html } = await renderFirstScreen({ apiBase: 'http://demo.invalid/api/', lang: lang as 'de', fetch, path });
  return { ms: performance.now() - start, html };
}

const samples: Array<{ path: string; lang: string; ms: number[]; htmlBytes: number; gzipBytes: number }> = [];
const jobs = job.pages.flatMap((path) => job.langs.map((lang) => ({ path, lang })));
for (let round = 0; round < (job.mode === 'warm' ? job.warmUp : 0); round += 1) for (const { path, lang } of jobs) await timed(path, lang);
for (const { path, lang } of jobs) samples.push({ path, lang, ms: [], htmlBytes: 0, gzipBytes: 0 });
for (let round = 0; round < (job.mode === 'warm' ? job.renders : 1); round += 1) {
  for (const [index, { path, lang }] of jobs.entries()) {
    const { ms, html } = await timed(path, lang);
    const sample = samples[index]!;
    sample.ms.push(ms);
    sample.htmlBytes = Buffer.byteLength(html);
    sample.gzipBytes = gzipSync(html, { level: 9 }).length;
  }
}
process.stdout.write(JSON.stringify({ importMs, samples }));
