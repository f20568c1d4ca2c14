import { afterEach, describe, expect, it, vi } from 'vitest';
import * as library from '../../../../src/domain/validation/libphonenumber.ts';
import metadataJson from '../../../../src/domain/validation/germanPhoneMetadata.json';
import { createPhoneChecks, PhoneChecksUnavailable } from '../../../../src/domain/validation/phoneChecks.ts';

type Library = Parameters<typeof createPhoneChecks>[0];
type Metadata = Parameters<typeof createPhoneChecks>[1];
const metadata = metadataJson as unknown as Metadata;

/** A library whose parse is replaced by the test (the real one for everything else). */
const libraryWith = (parse: (...args: Parameters<Library['parsePhoneNumberFromString']>) => ReturnType<Library['parsePhoneNumberFromString']>): Library => ({
  parsePhoneNumberFromString: parse as Library['parsePhoneNumberFromString'],
});

const modulePath = '../../../../src/domain/validation/phoneChecks.ts';
const libraryPath = '../../../../src/domain/validation/libphonenumber.ts';

afterEach(() => {
  vi.doUnmock(libraryPath);
  vi.resetModules();
});

describe('phone checks that cannot give an answer (issue 22)', () => {
  it('pass their self-test on the real library and answer', () => {
    const checks = createPhoneChecks(library, metadata);
    expect(['030', '089', '0221', '040', '02241'].map((code) => checks.isGermanLandlineCode(code))).toEqual([true, true, true, true, true]);
    expect(checks.isGermanLandlineCode('0151')).toBe(false);
  });

  it('refuse to start on a library that finds no number (the broken bundle): unavailable, not "no landline code"', () => {
    expect(() => createPhoneChecks(libraryWith(() => undefined), metadata)).toThrow(PhoneChecksUnavailable);
  });

  it('refuse to start on a library that takes a mobile number for a landline one', () => {
    const everythingFixed = libraryWith((text, country, data) => {
      const parsed = library.parsePhoneNumberFromString(text, country, data);
      return parsed && Object.assign(Object.create(parsed) as typeof parsed, { getType: () => 'FIXED_LINE' as const });
    });
    expect(() => createPhoneChecks(everythingFixed, metadata)).toThrow(/self-test: MOBILE expected, FIXED_LINE found/);
  });

  it('refuse to start on a library that throws', () => {
    expect(() => createPhoneChecks(libraryWith(() => { throw new TypeError("Cannot read properties of undefined (reading 'test')"); }), metadata)).toThrow(PhoneChecksUnavailable);
  });

  it('throw, never answer false, when the library throws after it started', () => {
    let broken = false;
    const failingLater = libraryWith((...args) => {
      if (broken) throw new TypeError('metadata is broken');
      return library.parsePhoneNumberFromString(...args);
    });
    const checks = createPhoneChecks(failingLater, metadata);
    broken = true;
    expect(() => checks.isGermanLandlineCode('030')).toThrow(PhoneChecksUnavailable);
    expect(() => checks.isGermanLandlineNumber('030', '2345678')).toThrow(PhoneChecksUnavailable);
    expect(() => checks.isGermanMobileNumber('0151 23456789')).toThrow(PhoneChecksUnavailable);
  });

  it('reject when their chunk fails to load, and load it on the next call', async () => {
    vi.doMock(libraryPath, () => {
      throw new TypeError('Failed to fetch dynamically imported module: /chunks/libphonenumber-x.js');
    });
    // a fresh module (its own error class) that imports the mocked chunk
    const fresh = (await import(modulePath)) as typeof import('../../../../src/domain/validation/phoneChecks.ts');
    const { loadPhoneChecks } = fresh;
    await expect(loadPhoneChecks()).rejects.toThrow(fresh.PhoneChecksUnavailable);
    vi.doUnmock(libraryPath);
    const checks = await loadPhoneChecks();
    expect(checks.isGermanLandlineCode('030')).toBe(true);
  });

  it('reject for good when the loaded library fails its self-test (the same code gives the same answer)', async () => {
    const parse = vi.fn(() => undefined);
    vi.doMock(libraryPath, () => ({ parsePhoneNumberFromString: parse }));
    const { loadPhoneChecks } = (await import(modulePath)) as typeof import('../../../../src/domain/validation/phoneChecks.ts');
    await expect(loadPhoneChecks()).rejects.toThrow(/self-test/);
    const calls = parse.mock.calls.length;
    await expect(loadPhoneChecks()).rejects.toThrow(/self-test/);
    expect(parse.mock.calls.length).toBe(calls);
  });
});
