import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SPEND } from '../../../src/adapters/sample/sampleSpend';
import { MIN_TRANSACTION_BYTES, parseTransactionHex } from '../../../src/domain/bsv/transactionHex';
import { transactionLayout } from '../../../src/domain/bsv/transactionLayout';

const HEX_DIGITS = [...'0123456789abcdefABCDEF'];
const hexDigits = (minLength: number) => fc.array(fc.constantFrom(...HEX_DIGITS), { minLength, maxLength: 80 }).map((digits) => digits.join(''));

describe('parseTransactionHex', () => {
  it('drops whitespace and lower-cases the digits', () => {
    expect(parseTransactionHex(`  ${SAMPLE_SPEND.transactionHex.slice(0, 50).toUpperCase()}\n ${SAMPLE_SPEND.transactionHex.slice(50)}\t\r\n`)).toEqual({
      ok: true,
      value: SAMPLE_SPEND.transactionHex,
    });
  });

  it('names each refusal with its code', () => {
    expect(['', ' \n ', '01000000zz', '0100000001abcdef0011223', '0100000001abcdef00'].map(parseTransactionHex)).toEqual([
      { ok: false, error: { code: 'empty' } },
      { ok: false, error: { code: 'empty' } },
      { ok: false, error: { code: 'not-hex', position: 9, character: 'z' } },
      { ok: false, error: { code: 'odd-length', digits: 23 } },
      { ok: false, error: { code: 'too-short', bytes: 9 } },
    ]);
  });

  it('refuses any text with a character that is neither a hex digit nor whitespace, naming it', () => {
    const notHex = fc.string({ minLength: 1, maxLength: 1 }).filter((character) => !/[0-9a-f\s]/i.test(character));
    fc.assert(
      fc.property(hexDigits(0), notHex, hexDigits(0), (before, bad, after) => {
        const result = parseTransactionHex(`${before}${bad}${after}`);
        expect(result).toEqual({ ok: false, error: { code: 'not-hex', position: before.length + 1, character: bad } });
      }),
    );
  });

  it('refuses any odd number of hex digits', () => {
    fc.assert(
      fc.property(hexDigits(1).filter((digits) => digits.length % 2 === 1), (digits) => {
        expect(parseTransactionHex(digits)).toEqual({ ok: false, error: { code: 'odd-length', digits: digits.length } });
      }),
    );
  });

  it('refuses whole bytes of hex from the minimum on only for their layout, else takes them unchanged but for case', () => {
    fc.assert(
      fc.property(hexDigits(MIN_TRANSACTION_BYTES * 2).filter((digits) => digits.length % 2 === 0), (digits) => {
        const layout = transactionLayout(digits.toLowerCase());
        expect(parseTransactionHex(digits)).toEqual(layout.ok ? { ok: true, value: digits.toLowerCase() } : layout);
      }),
    );
  });

  it('refuses hex cut short or with bytes after the transaction, by its layout', () => {
    expect([parseTransactionHex(SAMPLE_SPEND.transactionHex.slice(0, 40)), parseTransactionHex(`${SAMPLE_SPEND.transactionHex}00`)]).toEqual([
      { ok: false, error: { code: 'cut-short', bytes: 20 } },
      { ok: false, error: { code: 'bytes-left-over', extraBytes: 1 } },
    ]);
  });
});
