import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePrice } from '../../../src/domain/exchange/mintNumbers';
import { parseDecimal } from '../../../src/domain/hub/formRules';
import { holdsNulCharacter, NUL_CHARACTER, nulCharacterError } from '../../../src/domain/shared/storableText';

/** Any text, NUL and lone surrogates included. */
const anyText = fc.string({ unit: 'binary' });
const withoutNul = anyText.map((text) => text.replaceAll(NUL_CHARACTER, ''));

describe('storable text', () => {
  it('finds the NUL character wherever it is, and only then', () => {
    expect(['', 'a', '\u0000', 'a\u0000', '\u0000b', 'a\u0000b', '\\0', '\u0001', 'U+0000'].map(holdsNulCharacter)).toEqual([
      false, false, true, true, true, true, false, false, false,
    ]);
  });

  it('gives the code for a text holding NUL anywhere, and null for any text without it', () => {
    fc.assert(
      fc.property(withoutNul, withoutNul, (before, after) =>
        nulCharacterError(`${before}${NUL_CHARACTER}${after}`, 'nul') === 'nul' && nulCharacterError(before + after, 'nul') === null,
      ),
    );
  });
});

describe('numbers typed with more digits than a number holds', () => {
  const digits = fc.integer({ min: 1, max: 600 }).map((count) => '9'.repeat(count));

  it('are no rate or price (never Infinity, which the lists could not show)', () => {
    expect([parseDecimal('9'.repeat(400), 4), validatePrice('9'.repeat(400))]).toEqual([null, { ok: false, error: 'price-not-number' }]);
    fc.assert(
      fc.property(digits, (typed) => {
        const rate = parseDecimal(typed, 4);
        const price = validatePrice(typed);
        return (rate === null || Number.isFinite(rate)) && (!price.ok || Number.isFinite(price.value));
      }),
    );
  });
});
