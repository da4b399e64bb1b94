import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MintDraft } from '../../../src/domain/exchange/mintDraft';
import {
  creatorSharePercent,
  isRevenueShareInRange,
  MINT_FILE_EXTENSIONS,
  MINT_MAX_FILE_BYTES,
  REVENUE_SHARE_PERCENT,
} from '../../../src/domain/exchange/mintRules';
import { validatePrice, validateSupply } from '../../../src/domain/exchange/mintNumbers';
import { validateMintDraft } from '../../../src/domain/exchange/validateMintDraft';

const VALID: MintDraft = {
  name: 'Wallet SDK',
  description: 'A wallet toolkit.',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'wallet.ts', size: 1200 }],
  supply: '1000',
  price: '0.001',
  revenueSharePercent: 70,
};

const codesOf = (draft: Partial<MintDraft>) => {
  const result = validateMintDraft({ ...VALID, ...draft });
  return result.ok ? [] : result.error.map((error) => [error.field, error.code, error.fileName].filter(Boolean).join(' '));
};

describe('the mint draft', () => {
  it('passes a complete draft, trimmed, with its numbers read', () => {
    expect(validateMintDraft({ ...VALID, name: '  Wallet SDK ', price: '0.00000001' })).toEqual({
      ok: true,
      value: { ...VALID, supply: 1000, price: 0.00000001, royaltyPercent: 0 },
    });
  });

  it('keeps a royalty of 0 to 10 whole percent, and refuses any other', () => {
    const royaltyOf = (royaltyPercent: number) => {
      const checked = validateMintDraft({ ...VALID, royaltyPercent });
      return checked.ok ? checked.value.royaltyPercent : checked.error.map((error) => `${error.field} ${error.code}`).join();
    };
    expect([0, 5, 10, 11, -1, 2.5, Number.NaN].map(royaltyOf)).toEqual([0, 5, 10, ...Array(4).fill('royalty royalty-out-of-range')]);
  });

  it('names the field of every error, in the form order, at once', () => {
    expect(codesOf({ name: ' ', description: '', codeType: 'game', language: 'COBOL', supply: '', price: '', revenueSharePercent: 95 })).toEqual([
      'name name-required',
      'description description-required',
      'codeType code-type-unknown',
      'language language-unknown',
      'supply supply-required',
      'price price-required',
      'revenueShare revenue-share-out-of-range',
    ]);
  });

  it('refuses files of other types, over 256 KB, more than 20, or over 1 MB together', () => {
    const files = [
      { name: 'ok.tsx', size: MINT_MAX_FILE_BYTES },
      { name: 'big.sol', size: MINT_MAX_FILE_BYTES + 1 },
      { name: 'photo.PNG', size: 10 },
      { name: 'Makefile', size: 10 },
    ];
    expect(codesOf({ files })).toEqual(['files file-too-large big.sol', 'files file-type-not-accepted photo.PNG', 'files file-type-not-accepted Makefile']);
    expect(codesOf({ files: Array.from({ length: 21 }, (_, index) => ({ name: `f${index}.md`, size: 1 })) })).toEqual(['files too-many-files']);
    expect(codesOf({ files: Array.from({ length: 20 }, (_, index) => ({ name: `f${index}${MINT_FILE_EXTENSIONS[index % 10]}`, size: 1 })) })).toEqual([]);
    const quarter = Array.from({ length: 4 }, (_, index) => ({ name: `q${index}.ts`, size: MINT_MAX_FILE_BYTES }));
    expect(codesOf({ files: quarter })).toEqual([]);
    expect(codesOf({ files: [...quarter, { name: 'one.ts', size: 1 }] })).toEqual(['files files-too-large']);
  });

  it('reads the supply as a positive whole number', () => {
    expect(['1', ' 42 ', '0', '-3', '1.5', '1e3', 'abc', '', '9007199254740993'].map((text) => validateSupply(text))).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 42 },
      { ok: false, error: 'supply-not-positive' },
      { ok: false, error: 'supply-not-positive' },
      { ok: false, error: 'supply-not-whole-number' },
      { ok: true, value: 1000 },
      { ok: false, error: 'supply-not-whole-number' },
      { ok: false, error: 'supply-required' },
      { ok: false, error: 'supply-not-whole-number' },
    ]);
  });

  it('reads the price as above 0 with at most 8 decimals, in plain decimal notation', () => {
    expect(['0.001', '.5', '2', '0.12345678', '0.123456789', '0.100000000', '0', '-1', '1e-3', 'abc', ''].map((text) => validatePrice(text))).toEqual([
      { ok: true, value: 0.001 },
      { ok: true, value: 0.5 },
      { ok: true, value: 2 },
      { ok: true, value: 0.12345678 },
      { ok: false, error: 'price-too-many-decimals' },
      { ok: true, value: 0.1 },
      { ok: false, error: 'price-not-positive' },
      { ok: false, error: 'price-not-positive' },
      { ok: false, error: 'price-not-number' },
      { ok: false, error: 'price-not-number' },
      { ok: false, error: 'price-required' },
    ]);
  });

  it('keeps the revenue share within 10 to 90, whole numbers only', () => {
    expect([9, 10, 70, 90, 91, 55.5, -10].map(isRevenueShareInRange)).toEqual([false, true, true, true, false, false, false]);
    expect(codesOf({ revenueSharePercent: REVENUE_SHARE_PERCENT.min - 1 })).toEqual(['revenueShare revenue-share-out-of-range']);
    expect(codesOf({ revenueSharePercent: REVENUE_SHARE_PERCENT.max + 1 })).toEqual(['revenueShare revenue-share-out-of-range']);
    expect([codesOf({ revenueSharePercent: REVENUE_SHARE_PERCENT.min }), codesOf({ revenueSharePercent: REVENUE_SHARE_PERCENT.max })]).toEqual([[], []]);
    expect(REVENUE_SHARE_PERCENT.initial).toBe(70);
  });

  it('accepts exactly the whole shares from 10 to 90, and the creator keeps the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), (percent) => {
        expect(isRevenueShareInRange(percent)).toBe(percent >= 10 && percent <= 90);
        expect(percent + creatorSharePercent(percent)).toBe(100);
      }),
    );
  });

  it('accepts any positive whole supply and refuses any other number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (supply) => {
        expect(validateSupply(String(supply)).ok).toBe(supply > 0);
      }),
    );
  });
});
