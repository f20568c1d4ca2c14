/**
 * `npm run test:visual [-- --update] [--grep <part of a story id>] [--engine chromium] [--prebuilt]`: every story of
 * the built Storybook, its picture compared with the committed baseline (baselines/<engine>/<story id>.png). Builds the
 * static Storybook (msw answers /api/ in the page), serves it, loads each story in a fresh page, waits for its play
 * function and for it to settle, takes the picture of its root, and compares. Writes one report,
 * test-results/visual/index.html (changed stories first), and ends with `N passed, N failed`. Not part of `npm test`
 * yet. docs/TESTING.md, "Visual baselines".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { baselinePath, baselinesFolder, encodeCompact, readBaseline, writeBaseline } from './baselines.ts';
import { launchChromium } from './chromium.ts';
import { compareWithBaseline } from './compare.ts';
import type { EngineName, VisualEngine } from './engine.ts';
import { parseArguments, usage } from './options.ts';
import { isFailure, renderReport, type ReportEntry } from './report.ts';
import { serveFolder } from './staticServer.ts';
import { storiesMatching, storiesOf, storyFrameUrl, type StoryEntry } from './stories.ts';

const repository = resolve(import.meta.dirname, '../../..');
const storybookFolder = resolve(repository, 'storybook-static');
const reportFolder = resolve(repository, 'test-results/visual');
export const reportPath = resolve(reportFolder, 'index.html');

/** Firefox and WebKit join here (tests/browser/engines/ has their launchers), each with a baselines/<engine>/ folder. */
const launchers: Partial<Record<EngineName, () => Promise<VisualEngine>>> = {
  chromium: launchChromium,
};

const parsed = parseArguments(process.argv.slice(2));
if ('help' in parsed) {
  console.log(usage);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${usage}`);
  process.exit(2);
}
const { options } = parsed;
const started = performance.now();

if (!options.prebuilt) buildStorybook();
if (!existsSync(resolve(storybookFolder, 'index.json'))) {
  console.error(`no Storybook build in ${relative(repository, storybookFolder)}/: run without --prebuilt`);
  process.exit(2);
}
const allStories = storiesOf(JSON.parse(readFileSync(resolve(storybookFolder, 'index.json'), 'utf8')));
const stories = storiesMatching(allStories, options.grep);
if (stories.length === 0) {
  console.error(`no story id holds ${options.grep.join(' or ')}`);
  process.exit(2);
}

const server = await serveFolder(storybookFolder);
const entries: ReportEntry[] = [];
const shotSeconds: number[] = [];
try {
  for (const engineName of options.engines) {
    const engine = await launchers[engineName]!();
    try {
      console.log(`${engineName}: ${stories.length} stories${options.update ? ', writing baselines' : ''}`);
      for (const story of stories) entries.push(await checkStory(engine, story));
    } finally {
      await engine.close();
    }
    if (options.update && options.grep.length === 0) removeStaleBaselines(engineName, allStories);
  }
} finally {
  await server.close();
}

mkdirSync(reportFolder, { recursive: true });
writeFileSync(reportPath, renderReport(entries, { title: 'order-form: visual baselines', finishedAt: new Date().toISOString() }));
const failed = entries.filter((entry) => isFailure(entry.verdict)).length;
const totalSeconds = (performance.now() - started) / 1000;
const meanShot = shotSeconds.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, shotSeconds.length);
console.log(`\n${stories.length} stories in ${options.engines.join(', ')}: ${totalSeconds.toFixed(0)} s in all, ${meanShot.toFixed(2)} s per story`);
console.log(`baselines: ${baselineMegabytes().toFixed(2)} MB in ${relative(repository, baselinesFolder)}/`);
console.log(`report: ${reportPath}`);
console.log(`${entries.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

async function checkStory(engine: VisualEngine, story: StoryEntry): Promise<ReportEntry> {
  const shotStarted = performance.now();
  const shot = await engine.shoot(storyFrameUrl(server.url, story.id));
  const seconds = (performance.now() - shotStarted) / 1000;
  shotSeconds.push(seconds);
  const entry = judge(engine.name, story, shot.outcome === 'taken' ? shot.picture : undefined, shot.outcome === 'failed' ? shot.error : undefined);
  const waited = shot.outcome === 'taken' && (shot.settleMs !== 0 || shot.attempts > 1) ? `, settled ${shot.settleMs} ms, ${shot.attempts} tries` : '';
  const mark = isFailure(entry.verdict) ? '✗' : '✓';
  const share = entry.changedShare ? ` ${(entry.changedShare * 100).toFixed(4)} %` : '';
  console.log(`${mark} ${engine.name} ${story.id}: ${entry.verdict}${share}${entry.detail ? ` (${entry.detail})` : ''} ${seconds.toFixed(1)} s${waited}`);
  return entry;
}

function judge(engine: EngineName, story: StoryEntry, picture: PNG | undefined, error: string | undefined): ReportEntry {
  const base = { story, engine };
  const baseline = readBaseline(engine, story.id);
  if (!picture) return { ...base, verdict: 'failed', detail: error, images: baseline ? { baseline: dataUri(baseline) } : {} };
  const comparison = compareWithBaseline(baseline, picture);
  if (options.update) {
    if (comparison.verdict === 'same') return { ...base, verdict: 'same', changedShare: comparison.changedShare };
    writeBaseline(engine, story.id, picture);
    return { ...base, verdict: 'updated' };
  }
  switch (comparison.verdict) {
    case 'same':
      return { ...base, verdict: 'same', changedShare: comparison.changedShare };
    case 'changed':
      return {
        ...base,
        verdict: 'changed',
        changedShare: comparison.changedShare,
        images: { baseline: dataUri(baseline!), actual: dataUri(picture), diff: dataUri(comparison.diff) },
      };
    case 'resized':
      return {
        ...base,
        verdict: 'resized',
        detail: `baseline ${comparison.baselineSize}, new ${comparison.actualSize}`,
        images: { baseline: dataUri(baseline!), actual: dataUri(picture) },
      };
    case 'missing':
      return {
        ...base,
        verdict: 'missing',
        detail: `no ${relative(repository, baselinePath(engine, story.id))}: write it with npm run test:visual -- --update --grep ${story.id}`,
        images: { actual: dataUri(picture) },
      };
    default:
      return comparison satisfies never;
  }
}

function dataUri(picture: PNG) {
  return `data:image/png;base64,${encodeCompact(picture).toString('base64')}`;
}

function buildStorybook() {
  console.log('building the static Storybook (storybook build) ...');
  const build = spawnSync(resolve(repository, 'node_modules/.bin/storybook'), ['build', '-o', storybookFolder, '--quiet', '--disable-telemetry'], {
    cwd: repository,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 600_000,
  });
  if (build.status !== 0) {
    console.error('storybook build failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/** A full update leaves no baseline of a story that is gone. */
function removeStaleBaselines(engine: EngineName, all: StoryEntry[]) {
  const folder = resolve(baselinesFolder, engine);
  if (!existsSync(folder)) return;
  const ids = new Set(all.map((story) => `${story.id}.png`));
  for (const file of readdirSync(folder)) {
    if (file.endsWith('.png') && !ids.has(file)) {
      rmSync(resolve(folder, file));
      console.log(`removed ${engine}/${file}: no such story`);
    }
  }
}

function baselineMegabytes() {
  if (!existsSync(baselinesFolder)) return 0;
  let bytes = 0;
  for (const engine of readdirSync(baselinesFolder)) {
    for (const file of readdirSync(resolve(baselinesFolder, engine))) bytes += statSync(resolve(baselinesFolder, engine, file)).size;
  }
  return bytes / 1_000_000;
}
