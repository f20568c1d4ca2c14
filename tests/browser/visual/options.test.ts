import { describe, expect, it } from 'vitest';
import { parseArguments } from './options.ts';

describe('the arguments of npm run test:visual (tests/browser/visual/options.ts)', () => {
  it('compares every story in every ready engine without arguments', () => {
    expect(parseArguments([])).toEqual({ options: { update: false, grep: [], engines: ['chromium'], prebuilt: false } });
  });

  it('takes --update, several --grep in both spellings and --prebuilt', () => {
    expect(parseArguments(['--update', '--grep', 'ui-Button', '--grep=dialog', '--prebuilt'])).toEqual({
      options: { update: true, grep: ['ui-button', 'dialog'], engines: ['chromium'], prebuilt: true },
    });
  });

  it('takes --engine chromium once however often it is named', () => {
    expect(parseArguments(['--engine', 'chromium', '--engine=chromium'])).toMatchObject({ options: { engines: ['chromium'] } });
  });

  it('refuses an engine that is planned but not driven yet, and one it does not know', () => {
    expect(parseArguments(['--engine', 'firefox'])).toEqual({ error: expect.stringContaining('not yet driven') });
    expect(parseArguments(['--engine', 'opera'])).toEqual({ error: expect.stringContaining('choose from chromium, firefox, webkit') });
  });

  it('refuses --grep without a text and an unknown argument', () => {
    expect(parseArguments(['--grep'])).toEqual({ error: expect.stringContaining("'--grep <value>' argument missing") });
    expect(parseArguments(['--updat'])).toEqual({ error: expect.stringContaining("Unknown option '--updat'") });
  });

  it('answers --help', () => {
    expect(parseArguments(['--update', '--help'])).toEqual({ help: true });
  });
});
