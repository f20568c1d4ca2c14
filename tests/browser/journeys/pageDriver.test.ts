import { describe, expect, it } from 'vitest';
import { journeyDriver, JourneyCancelled, type BrowserSession } from './pageDriver.ts';
import type { PageCommand } from './pageScript.ts';

/** A session over no browser: the page script's answers are the test's. */
function fakeSession(answer: (command: PageCommand) => unknown): BrowserSession & { clicks: number } {
  const session = {
    engine: 'firefox' as const,
    clicks: 0,
    evaluate: async (_fn: unknown, command: unknown) => answer(command as PageCommand),
    goto: async () => undefined,
    url: async () => 'http://127.0.0.1/',
    clickAt: async () => void (session.clicks += 1),
    press: async () => undefined,
    typeText: async () => undefined,
    reset: async () => undefined,
    close: async () => undefined,
  };
  return session as never;
}

const ready = { state: 'ready', x: 10, y: 10 };
const button = { role: 'button', name: 'Weiter' };

describe('the journey driver over a browser session (tests/browser/journeys/pageDriver.ts)', () => {
  it('counts a click as landed only when the page saw its pointerdown on the element', async () => {
    const session = fakeSession((command) => (command.op === 'locate' ? ready : command.op === 'clickLanded' ? 'unseen' : true));
    await expect(journeyDriver(session, 'http://127.0.0.1/').click(button, { timeout: 1_000 })).rejects.toThrow(/saw no pointerdown/);
    expect(session.clicks).toBeGreaterThan(1);
  });

  it('counts a click that replaced the page (a link) as landed', async () => {
    const session = fakeSession((command) => (command.op === 'locate' ? ready : command.op === 'clickLanded' ? 'navigated' : true));
    await journeyDriver(session, 'http://127.0.0.1/').click(button);
    expect(session.clicks).toBe(1);
  });

  it('stops a cancelled journey in its wait, and every later call, until the next reset', async () => {
    const driver = journeyDriver(fakeSession((command) => (command.op === 'state' ? { found: false, value: '', checked: false } : true)), 'http://127.0.0.1/');
    const waiting = driver.waitFor(button, { timeout: 60_000 });
    driver.cancel('past its limit');
    await expect(waiting).rejects.toBeInstanceOf(JourneyCancelled);
    await expect(driver.press('Tab')).rejects.toThrow('past its limit');
    await driver.reset();
    await expect(driver.press('Tab')).resolves.toBeUndefined();
  });
});
