/**
 * Where the PDFs get their Unicode font (DejaVu Sans, from the dejavu-fonts-ttf package): pdf-lib's standard
 * fonts cover WinAnsi only, so a name with "Ł" would throw. In node the file is read from node_modules; in the
 * browser (msw in Storybook) it is fetched from the URL Vite gives the asset.
 */
export type FontLoader = () => Promise<Uint8Array>;

const FONT_PATH = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

export const nodeFontLoader: FontLoader = async () => {
  // computed specifiers keep bundlers from pulling node built-ins into the browser build
  const fsName = 'node:fs/promises';
  const moduleName = 'node:module';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as typeof import('node:module');
  const path = createRequire(import.meta.url).resolve(FONT_PATH);
  return new Uint8Array(await readFile(path));
};

export const browserFontLoader: FontLoader = async () => {
  const { default: url } = await import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

function isNode(): boolean {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  // jsdom tests have a document but still run in node, where the file is at hand
  return typeof proc?.versions?.node === 'string';
}

/** The loader for where this runs; the font is loaded once and kept. */
export function defaultFontLoader(): FontLoader {
  let pending: Promise<Uint8Array> | undefined;
  return () => {
    pending ??= (isNode() ? nodeFontLoader() : browserFontLoader()).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
