import type { PNG } from 'pngjs';

/** The engines a visual baseline exists for, one baseline folder each (baselines/<engine>/). Chromium only, so far. */
export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** The engines `npm run test:visual` can drive today; the others are named so their options fail with a clear message. */
export const readyEngines: ReadonlyArray<EngineName> = ['chromium'];

export type Shot =
  | { outcome: 'taken'; picture: PNG; settleMs: number; attempts: number }
  | { outcome: 'failed'; error: string };

/**
 * One browser of one engine: each story in a page of its own (a fresh load also resets the demo API's state, which
 * msw keeps in the page), its picture the story root's box. A further engine (Firefox over BiDi, WebKit over
 * WebDriver, tests/browser/engines/) implements this and adds itself to `launchers` in run.ts.
 */
export interface VisualEngine {
  name: EngineName;
  shoot(storyUrl: string): Promise<Shot>;
  close(): Promise<void>;
}

/** The window and pixel density of every picture. */
export const visualViewport = { width: 1024, height: 768 } as const;
export const deviceScaleFactor = 1;
