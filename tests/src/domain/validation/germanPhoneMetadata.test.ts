import { describe, expect, it } from 'vitest';
import { germanMetadataOf } from '../../../../build/tools/germanPhoneMetadataOf.ts';
import metadata from '../../../../src/domain/validation/germanPhoneMetadata.json';

describe('the German phone metadata the phone checks load', () => {
  it('is the German part of the installed libphonenumber-js metadata (run `npm run phone-metadata` after an update)', async () => {
    expect(metadata).toEqual(await germanMetadataOf());
  });
});
