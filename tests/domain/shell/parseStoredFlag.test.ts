import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredFlag, serializeFlag } from '../../../src/domain/shell/parseStoredFlag';

describe('parseStoredFlag', () => {
  it('reads the two JSON booleans and nothing else', () => {
    expect(['true', 'false', null, '', '{bad', '1', '"true"', 'TRUE'].map((raw) => parseStoredFlag(raw, true))).toEqual([
      true, false, true, true, true, true, true, true,
    ]);
  });

  it('gives the fallback for any other text, and round-trips what it writes', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, fallback) => {
        const parsed = parseStoredFlag(raw, fallback);
        return raw === 'true' || raw === 'false' ? parsed === (raw === 'true') : parsed === fallback;
      }),
    );
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (value, fallback) => parseStoredFlag(serializeFlag(value), fallback) === value));
  });
});
