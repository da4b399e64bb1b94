import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsLoneSurrogate, loneSurrogatePath } from '../../../src/domain/shared/loneSurrogate';

/** The platform's own answer (ES2024), as the oracle. */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('lone surrogates', () => {
  it('are found exactly where the text is not well-formed UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(holdsLoneSurrogate(text)).toBe(!wellFormed(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('are named by the path of the first text holding one, keys and nested arrays included', () => {
    expect([
      loneSurrogatePath({ a: 'ok', b: ['fine', { c: 'x\ud800' }] }),
      loneSurrogatePath({ 'k\udc00': 1 }),
      loneSurrogatePath('\udbff'),
      loneSurrogatePath({ emoji: '🚀', n: 1, nothing: null }),
    ]).toEqual(['b.1.c', 'k\udc00', 'body', null]);
  });

  it('are never reported for a value made of well-formed texts', () => {
    const text = fc.string({ unit: 'grapheme' });
    fc.assert(fc.property(fc.jsonValue().chain((value) => fc.tuple(fc.constant(value), text)), ([value, extra]) => {
      expect(loneSurrogatePath({ value: JSON.parse(JSON.stringify(value)) as unknown, extra })).toBe(null);
    }));
  });
});
