import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SATOSHIS, parseSpentOutput, scriptNotation } from '../../../src/domain/bsv/spentOutput';

describe('parseSpentOutput', () => {
  it('takes whole satoshis and the script with its spacing tidied', () => {
    expect(parseSpentOutput(' 10000 ', '  OP_DUP   OP_HASH160\n ab OP_EQUAL ')).toEqual({ ok: true, value: { satoshis: 10_000, lockingScript: 'OP_DUP OP_HASH160 ab OP_EQUAL' } });
  });

  it('names what is wrong', () => {
    expect([parseSpentOutput('1.5', 'OP_1'), parseSpentOutput('-1', 'OP_1'), parseSpentOutput('', 'OP_1'), parseSpentOutput(String(MAX_SATOSHIS + 1), 'OP_1'), parseSpentOutput('1', ' ')]).toEqual([
      { ok: false, error: { code: 'satoshis-not-whole' } },
      { ok: false, error: { code: 'satoshis-not-whole' } },
      { ok: false, error: { code: 'satoshis-not-whole' } },
      { ok: false, error: { code: 'satoshis-too-large' } },
      { ok: false, error: { code: 'locking-script-empty' } },
    ]);
  });

  it('accepts every whole amount up to all the satoshis there are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SATOSHIS }), (satoshis) => {
        expect(parseSpentOutput(String(satoshis), 'OP_TRUE')).toEqual({ ok: true, value: { satoshis, lockingScript: 'OP_TRUE' } });
      }),
    );
  });
});

describe('scriptNotation', () => {
  it('reads whole bytes of hex as hex and anything else as assembly', () => {
    expect(['76a988ac', '76A9', 'OP_DUP', '76a', 'ab cd', ''].map(scriptNotation)).toEqual(['hex', 'hex', 'asm', 'asm', 'asm', 'asm']);
  });
});
