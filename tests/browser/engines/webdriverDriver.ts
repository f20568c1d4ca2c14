import { spawn } from 'node:child_process';
import WebDriver from 'webdriver';
import type { JourneyDriver, Key } from '../journeys/driver.ts';
import { journeyDriver, type BrowserSession, type CancellableDriver } from '../journeys/pageDriver.ts';
import { viewport } from './viewport.ts';

/** Debian's WebKitGTK (webkit2gtk-driver): its WebDriver and the MiniBrowser it drives. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const keyCodes: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Backspace: '\uE003',
  Shift: '\uE008',
};

const keyActions = (keys: string[]) => [
  ...keys.map((value) => ({ type: 'keyDown', value })),
  ...keys.reverse().map((value) => ({ type: 'keyUp', value })),
];

/**
 * WebKitGTK through WebDriver (the `webdriver` package, which needs Node 22 or newer: run with the project's Node 24).
 * MiniBrowser has no headless mode here, so its driver runs under `xvfb-run`; `port` is the driver's.
 */
export async function launchWebDriverDriver(baseUrl: string, port: number): Promise<JourneyDriver & CancellableDriver> {
  // its own process group: closing ends xvfb-run, Xvfb, the driver and the browser together
  const server = spawn('xvfb-run', ['-a', webkitDriverPath, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForDriver(port);
  } catch (error) {
    stopServer();
    throw error;
  }
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'warn',
    connectionRetryCount: 0,
    // no browserName: a name that does not match MiniBrowser's is refused
    capabilities: {
      unhandledPromptBehavior: 'accept',
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    } as Parameters<typeof WebDriver.newSession>[0]['capabilities'],
  });
  await client.setWindowRect(null, null, viewport.width, viewport.height + 80);
  /** the page's console errors and uncaught exceptions since the last reset */
  let errors: string[] = [];
  /** the origins whose storage a reset clears (cookies are per host, storage per origin) */
  const origins = new Set<string>();

  const session: BrowserSession = {
    engine: 'webkit',
    // each call also takes what the page's watch noted since the one before (watchPage)
    evaluate: async (fn, argument) => {
      const { result, watched } = (await client.executeScript(
        `return (${watchPage.toString()})().then((drain) => Promise.resolve((${fn.toString()})(arguments[0])).then((result) => ({ result, watched: drain() })));`,
        [argument as object],
      )) as { result: never; watched: string[] };
      errors.push(...watched);
      return result;
    },
    async goto(url) {
      origins.add(new URL(url).origin);
      await client.navigateTo(url);
    },
    url: () => client.getUrl(),
    async clickAt(x, y) {
      await client.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
    },
    async press(key: Key) {
      const keys = key.split('+').map((name) => keyCodes[name]!);
      await client.performActions([{ type: 'key', id: 'keyboard', actions: keyActions(keys) }]);
    },
    async typeText(text) {
      const actions = Array.from(text).flatMap((character) => [
        { type: 'keyDown', value: character },
        { type: 'keyUp', value: character },
      ]);
      await client.performActions([{ type: 'key', id: 'keyboard', actions }]);
    },
    async reset() {
      for (const origin of origins) {
        await client.navigateTo(new URL('/api/_demo/health', origin).href);
        await client.executeScript('localStorage.clear(); sessionStorage.clear();', []);
      }
      await client.deleteAllCookies();
      await client.navigateTo('about:blank');
      origins.clear();
      errors = [];
    },
    async pageErrors() {
      await session.evaluate(() => null, null).catch(() => undefined);
      return errors;
    },
    async close() {
      try {
        await client.deleteSession();
      } finally {
        stopServer();
      }
    },
  };
  return journeyDriver(session, baseUrl);
}

/**
 * WebDriver classic has no script that runs before the page's (Playwright's init script, BiDi's preload script): the
 * watch on console errors and uncaught exceptions is put into the page by the first call of the journey's driver after
 * each load (the driver asks the page all the time: for an element, its place, the text) and from then on notes them, so
 * what a page logs before that first call goes unseen in WebKit (the /api/ answers are watched outside the page,
 * apiWatch.ts). The browser's own line for a failed request is not a `console.error` call and is not noted.
 */
function watchPage(): Promise<() => string[]> {
  const key = Symbol.for('order-form journeys: page errors');
  const holder = window as unknown as Record<symbol, string[] | undefined>;
  if (!holder[key]) {
    const lines: string[] = [];
    holder[key] = lines;
    const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    addEventListener('error', (event) => lines.push(`uncaught: ${event.error ? describe(event.error) : event.message}`));
    addEventListener('unhandledrejection', (event) => lines.push(`uncaught: ${describe(event.reason)}`));
    const original = console.error;
    console.error = (...args: unknown[]) => {
      lines.push(`console.error: ${args.map((arg) => (arg instanceof Error ? describe(arg) : String(arg))).join(' ')}`);
      original.apply(console, args);
    };
  }
  return Promise.resolve(() => holder[key]!.splice(0));
}

async function waitForDriver(port: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
