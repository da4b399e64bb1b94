import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transactionLayout } from '../../../src/domain/bsv/transactionLayout';
import { SAMPLE_SPEND } from '../../../src/adapters/sample/sampleSpend';
import { SAMPLE_SPEND_EXTENDED_HEX } from '../../support/transactionFixture';

const plain = SAMPLE_SPEND.transactionHex;
const extended = SAMPLE_SPEND_EXTENDED_HEX;
const hexBytes = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max }).map((bytes) => Buffer.from(bytes).toString('hex'));

describe('transactionLayout', () => {
  it('knows a plain and an extended transaction, and the smallest one (no inputs, no outputs)', () => {
    expect([plain, extended, '01000000000000000000'].map(transactionLayout)).toEqual([
      { ok: true, value: 'raw' },
      { ok: true, value: 'extended' },
      { ok: true, value: 'raw' },
    ]);
  });

  it('refuses bytes that end inside the transaction, and bytes after its lock time', () => {
    expect([plain.slice(0, 120), `${plain}00ff`, extended.slice(0, -8), `${extended}00`].map(transactionLayout)).toEqual([
      { ok: false, error: { code: 'cut-short', bytes: 60 } },
      { ok: false, error: { code: 'bytes-left-over', extraBytes: 2 } },
      { ok: false, error: { code: 'cut-short', bytes: 228 } },
      { ok: false, error: { code: 'bytes-left-over', extraBytes: 1 } },
    ]);
  });

  it('refuses a count of 2^64 - 1 inputs at once (a decoder would read them without end)', () => {
    expect(transactionLayout(`01000000ffffffffffffffffff${'00'.repeat(8)}`)).toEqual({ ok: false, error: { code: 'cut-short', bytes: 21 } });
  });

  it('refuses every proper prefix of a transaction and every transaction with bytes after it', () => {
    fc.assert(
      fc.property(fc.constantFrom(plain, extended), fc.nat(), hexBytes(1, 8), (hex, cut, extra) => {
        const prefix = hex.slice(0, 2 * (cut % (hex.length / 2)));
        expect([transactionLayout(prefix).ok, transactionLayout(hex + extra).ok]).toEqual([false, false]);
      }),
    );
  });

  it('answers for any bytes, at once', () => {
    fc.assert(
      fc.property(hexBytes(0, 200), (hex) => {
        const result = transactionLayout(hex);
        expect(result.ok ? ['raw', 'extended'] : ['cut-short', 'bytes-left-over']).toContain(result.ok ? result.value : result.error.code);
      }),
      { numRuns: 500 },
    );
  });
});
