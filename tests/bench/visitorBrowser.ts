/**
 * Chromium driven as a visitor's browser runs a page: over the DevTools protocol with only what a measure needs
 * (the CPU throttle and viewport, a script before the page's own, the network events, `Runtime.evaluate` to read
 * results), never the Runtime domain's `enable`. Playwright enables it on every page, and with it V8 keeps a
 * detailed stack trace for every error the page could throw: where react-dom starts, that re-parses the whole
 * script it runs in for source positions. Measured 2026-11-26 at 1x: the first screen's module evaluation took
 * 5 ms without and 50 ms with the domain enabled (4x that at the bench's throttle), the floor's less (its file is
 * half the size). No visitor pays it; the first screen's timings are measured here, every other measure with
 * Playwright (what it clicks and types needs Playwright's page).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';
import type { RequestTracker } from './network.ts';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

export interface VisitorPageOptions {
  cpuThrottle: number;
  viewport: { width: number; height: number };
  /** cookies the context holds before the first navigation (`url`: where they apply) */
  cookies?: Array<{ name: string; value: string; url: string }>;
}

export interface VisitorPage {
  /** runs `script(arg)` in the page before any of its own scripts, on every navigation */
  addInitScript<A>(script: (arg: A) => void, arg: A): Promise<void>;
  /** the page's requests from now on (the network events of the protocol, not the page's code) */
  trackRequests(): RequestTracker;
  goto(url: string): Promise<void>;
  /** `fn(arg)` in the page, its value returned by value */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** the pointer moved to (x, y) in CSS pixels of the viewport, then a left click there, as the input devices send them */
  click(x: number, y: number): Promise<void>;
  waitForTimeout(ms: number): Promise<void>;
  close(): Promise<void>;
}

export interface VisitorBrowser {
  /** a fresh page in a fresh browser context (no cache, no storage) */
  newPage(options: VisitorPageOptions): Promise<VisitorPage>;
  close(): Promise<void>;
}

async function devToolsUrl(profile: string, browser: ChildProcess): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (browser.exitCode !== null) throw new Error(`chromium exited with ${browser.exitCode}`);
    try {
      const [port, path] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
      if (port && path) return `ws://127.0.0.1:${port}${path}`;
    } catch {
      // not written yet
    }
    await sleep(50);
  }
  throw new Error('chromium did not open its DevTools port within 30 s');
}

export async function launchVisitorBrowser(): Promise<VisitorBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'order-form-visitor-'));
  const process_ = spawn(chromiumPath, [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const socket = new WebSocket(await devToolsUrl(profile, process_));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('no DevTools connection')), { once: true });
  });

  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Set<(message: Message) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
      return;
    }
    listeners.forEach((listener) => listener(message));
  });
  const send = <T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  async function newPage({ cpuThrottle, viewport, cookies = [] }: VisitorPageOptions): Promise<VisitorPage> {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const call = <T = Record<string, unknown>>(method: string, params: object = {}) => send<T>(method, params, sessionId);
    await call('Page.enable');
    await call('Network.enable');
    if (cookies.length > 0) await call('Network.setCookies', { cookies });
    await call('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await call('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    return {
      async addInitScript(script, arg) {
        await call('Page.addScriptToEvaluateOnNewDocument', { source: `(${script.toString()})(${JSON.stringify(arg)});` });
      },
      trackRequests() {
        const open = new Set<string>();
        let last = Date.now();
        const listener = (message: Message) => {
          if (message.sessionId !== sessionId) return;
          const requestId = message.params?.requestId as string | undefined;
          if (!requestId) return;
          if (message.method === 'Network.requestWillBeSent') open.add(requestId);
          else if (message.method === 'Network.loadingFinished' || message.method === 'Network.loadingFailed') open.delete(requestId);
          else return;
          last = Date.now();
        };
        listeners.add(listener);
        return { inFlight: () => open.size, lastActivity: () => last, stop: () => listeners.delete(listener) };
      },
      async goto(url) {
        const loaded = new Promise<void>((resolve) => {
          const listener = (message: Message) => {
            if (message.sessionId !== sessionId || message.method !== 'Page.loadEventFired') return;
            listeners.delete(listener);
            resolve();
          };
          listeners.add(listener);
        });
        const { errorText } = await call<{ errorText?: string }>('Page.navigate', { url });
        if (errorText) throw new Error(`${url}: ${errorText}`);
        await loaded;
      },
      async evaluate(fn, arg) {
        const { result, exceptionDetails } = await call<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
          expression: `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`,
          returnByValue: true,
          awaitPromise: true,
        });
        if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
        return result.value as never;
      },
      async click(x, y) {
        await call('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
        await call('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
        await call('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
      },
      waitForTimeout: (ms) => sleep(ms),
      async close() {
        await send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  return {
    newPage,
    async close() {
      socket.close();
      process_.kill();
      await new Promise((resolve) => (process_.exitCode !== null ? resolve(undefined) : process_.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
