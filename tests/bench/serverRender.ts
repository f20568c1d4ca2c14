/**
 * order-form/server's render time: `renderFirstScreen` from the build the preview serves the demo page with (the
 * same build as `--mode lib-server`, dist/server.js), against the demo API in process (`createDemoApp`, its `fetch`),
 * for the plan list, a VoIP plan's first step and a TAL plan's address check, in the four languages. Cold: a fresh
 * Node process per sample, its first render after the import (React's and the bundle's first run, a plan's lazy parts
 * loaded on the first render that suspends); warm: renders repeated in one process. Node at full speed (no CPU
 * throttle: a server's own), on a machine shared with the browser's runs: read it beside the first screen's times.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { ServedPreview } from './previewServer.ts';
import { serverTimes } from './takeOver.ts';

const pages = ['/', '/plans/VOIPPRIV/', '/plans/TALPRIV100/'];
const langs = ['de', 'en', 'nl', 'fr'];
const warmUp = 3;
const warmRenders = 20;

interface RunResult {
  importMs: number;
  samples: Array<{ path: string; lang: string; ms: number[]; htmlBytes: number; gzipBytes: number }>;
}

function run(served: ServedPreview, job: { pages: string[]; langs: string[]; mode: 'cold' | 'warm'; renders: number }): Promise<RunResult> {
  const args = JSON.stringify({ serverModule: served.serverModule, demoApp: resolve(served.root, 'demo/api/app.ts'), warmUp, ...job });
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [resolve(import.meta.dirname, 'serverRenderRun.ts'), args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun(JSON.parse(out) as RunResult) : reject(new Error(`server render run exited with ${code}: ${errors}`))));
  });
}

export async function measureServerRender(served: ServedPreview, runs: number) {
  // cold: `runs` fresh processes per page, the languages in turn, interleaved with the other pages
  const cold = new Map<string, number[]>();
  const imports: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    for (const path of pages) {
      const lang = langs[round % langs.length]!;
      const result = await run(served, { pages: [path], langs: [lang], mode: 'cold', renders: 1 });
      imports.push(result.importMs);
      cold.set(path, [...(cold.get(path) ?? []), ...result.samples[0]!.ms]);
    }
  }
  const warm = await run(served, { pages, langs, mode: 'warm', renders: warmRenders });
  const perPage = (path: string) => {
    const ofPage = warm.samples.filter((sample) => sample.path === path);
    return {
      cold: serverTimes(cold.get(path) ?? []),
      warm: serverTimes(ofPage.flatMap((sample) => sample.ms)),
      byLanguage: Object.fromEntries(
        ofPage.map((sample) => [
          sample.lang,
          { warmMedianMs: serverTimes(sample.ms).medianMs, htmlKB: Math.round(sample.htmlBytes / 100) / 10, gzipKB: Math.round(sample.gzipBytes / 100) / 10 },
        ]),
      ),
    };
  };
  return {
    counts:
      "ms of one renderFirstScreen (the import apart) against the demo API in process, Node at full speed; cold: a fresh process per sample, its first render " +
      `(${runs} per page, the languages in turn); warm: ${warmRenders} renders per page and language in one process after ${warmUp} rounds not counted; ` +
      'median and nearest-rank p95 over the languages together; byLanguage: the warm median; htmlKB and gzipKB: the element\'s HTML (gzip -9)',
    runs,
    importMs: serverTimes(imports),
    pages: Object.fromEntries(pages.map((path) => [path, perPage(path)])),
  };
}
