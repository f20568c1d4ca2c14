import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../../src');
const read = (path: string) => readFileSync(resolve(src, path), 'utf8');

/** The ui folder each name exported by src/ui/index.ts comes from. */
function uiFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [, names, folder] of read('ui/index.ts').matchAll(/export \{([^}]+)\} from '\.\/([\w-]+)\//g)) {
    for (const name of names!.split(',').map((part) => part.trim().replace(/^type /, ''))) if (name) folders.set(name, folder!);
  }
  return folders;
}

/** The first screen's files: App and the shell's own files, less the ones loaded lazily with a plan's flow. */
// the message pages' parts (thanks, link created, the way out) come with MessagePages
const messagePageParts = ['LinkCreatedDetails.tsx', 'ThankYouTargetLink.tsx', 'OrderChangesNotice.tsx', 'ExternalTargetLink.tsx'];
const lazyShellFiles = new Set(['PlanFlow.tsx', 'StepFrame.tsx', 'MessagePages.tsx', 'HeaderPhone.tsx', 'LanguageMenuList.tsx', 'PartnerBanners.tsx', ...messagePageParts]);
const firstScreenFiles = [
  'element/App.tsx',
  ...readdirSync(resolve(src, 'shell'))
    .filter((file) => file.endsWith('.tsx') && !lazyShellFiles.has(file))
    .map((file) => `shell/${file}`),
];

describe("the first screen's stylesheet (src/styles/firstScreen.css)", () => {
  it('covers every ui component the first screen renders', () => {
    const css = read('styles/firstScreen.css');
    const folders = uiFolders();
    for (const file of firstScreenFiles) {
      for (const [, names] of read(file).matchAll(/import \{([^}]+)\} from '\.\.?\/(?:\.\.\/)?ui\/index\.ts'/g)) {
        for (const name of names!.split(',').map((part) => part.trim().replace(/^type /, ''))) {
          const folder = folders.get(name);
          if (!folder || folder === 'portal') continue;
          expect(css, `${file} renders ${name} from src/ui/${folder}`).toMatch(new RegExp(`@source "\\.\\./ui/${folder}(/[\\w.]+)?"`));
        }
      }
    }
  });

  it('leaves out exactly the shell files that load lazily', () => {
    const css = read('styles/firstScreen.css');
    for (const file of lazyShellFiles) expect(css).toContain(`@source not "../shell/${file}"`);
    // PlanFlow and MessagePages are chunks of their own (shell/chunks.ts); StepFrame comes with PlanFlow.
    const lazyImports = read('shell/chunks.ts') + read('shell/PlanFlow.tsx');
    for (const file of ['PlanFlow.tsx', 'MessagePages.tsx']) expect(lazyImports).toContain(`import('./${file}')`);
    expect(read('shell/PlanFlow.tsx')).toContain(`from './StepFrame.tsx'`);
    // a lazy file outside the first screen's sheet brings the full styles with it
    for (const file of ['MessagePages.tsx', 'HeaderPhone.tsx', 'LanguageMenuList.tsx', 'PartnerBanners.tsx']) {
      expect(read(`shell/${file}`)).toContain(`import '../styles/fullStyles.ts';`);
    }
    // the message pages' parts are theirs alone: no file of the first screen imports them
    const shellFiles = readdirSync(resolve(src, 'shell')).filter((file) => /\.tsx?$/.test(file));
    for (const part of messagePageParts) {
      const importers = shellFiles.filter((file) => read(`shell/${file}`).includes(`from './${part}'`));
      expect(importers.filter((file) => !messagePageParts.includes(file)), part).toEqual(['MessagePages.tsx']);
    }
  });

  it("renders no element whose preflight rules it leaves out (src/styles/firstScreenPreflight.css)", () => {
    // preflight's rules that the first screen's sheet drops are for these elements only
    const withoutRules = ['hr', 'abbr', 'code', 'kbd', 'samp', 'pre', 'small', 'sub', 'sup', 'table', 'progress', 'summary', 'img', 'video', 'input', 'select', 'optgroup', 'option', 'textarea'];
    const css = read('styles/firstScreen.css');
    const uiFiles = [...css.matchAll(/@source "\.\.\/(ui\/[\w./-]+)"/g)].flatMap(([, path]) =>
      path!.endsWith('.ts') || path!.endsWith('.tsx') ? [path!] : readdirSync(resolve(src, path!)).map((file) => `${path}/${file}`),
    );
    const files = [...firstScreenFiles, ...uiFiles, 'element/startupPlaceholder.ts'];
    expect(uiFiles.length).toBeGreaterThan(5);
    const rendered = files.flatMap((file) =>
      [...read(file).matchAll(/<([a-z][a-z0-9]*)[\s>/]|createElement\(['`"]([a-z][a-z0-9]*)/g)].map((match) => `${file}: ${match[1] ?? match[2]}`),
    );
    expect(rendered.some((line) => line.endsWith(': button'))).toBe(true);
    expect(rendered.filter((line) => withoutRules.includes(line.slice(line.lastIndexOf(' ') + 1)))).toEqual([]);
    expect(css).toContain('@import "./firstScreenPreflight.css" layer(base);');
  });
});
