import { describe, expect, it } from 'vitest';
import { MemoryFileDigest } from '../../../src/adapters/memory/memoryFileDigest.adapter';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { SubtleFileDigest } from '../../../src/adapters/browser/subtleFileDigest.adapter';
import { SAMPLE_PORTFOLIO_SUMMARY } from '../../../src/adapters/sample/samplePortfolio';
import { MintCodeNft } from '../../../src/application/exchange/mintCodeNft';
import { PrepareMint, type MintDraftWithFiles } from '../../../src/application/exchange/prepareMint';

const bytes = (text: string) => new TextEncoder().encode(text);
const file = (name: string, text: string) => ({ name, size: text.length, read: () => Promise.resolve(bytes(text)), readText: () => Promise.resolve(text) });

const DRAFT: MintDraftWithFiles = {
  name: 'Wallet SDK',
  description: 'A wallet toolkit.',
  codeType: 'library',
  language: 'TypeScript',
  files: [file('a.ts', 'abc'), file('b.md', '')],
  supply: '1000',
  price: '0.001',
  revenueSharePercent: 70,
};

describe('PrepareMint', () => {
  it('digests each file of a valid draft with SHA-256, with its text, into the preview', async () => {
    const result = await new PrepareMint(new SubtleFileDigest()).execute(DRAFT);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Wallet SDK',
        description: 'A wallet toolkit.',
        codeType: 'library',
        language: 'TypeScript',
        supply: 1000,
        price: 0.001,
        revenueSharePercent: 70,
        royaltyPercent: 0,
        files: [
          { name: 'a.ts', size: 3, sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', content: 'abc' },
          { name: 'b.md', size: 0, sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', content: '' },
        ],
      },
    });
  });

  it('returns every refused field and reads no file', async () => {
    let reads = 0;
    const counted = { name: 'x.exe', size: 1, read: () => ((reads += 1), Promise.resolve(bytes('x'))), readText: () => ((reads += 1), Promise.resolve('x')) };
    const result = await new PrepareMint(new MemoryFileDigest()).execute({ ...DRAFT, name: '', price: '0', files: [counted] });
    expect(result.ok ? [] : result.error.map((error) => error.code)).toEqual(['name-required', 'file-type-not-accepted', 'price-not-positive']);
    expect(reads).toBe(0);
  });

  it('refuses each file that is not UTF-8 text or holds NUL, by name', async () => {
    const binary = { ...file('logo.ts', 'x'), readText: () => Promise.resolve(null) };
    const result = await new PrepareMint(new MemoryFileDigest()).execute({ ...DRAFT, files: [file('a.ts', 'ok'), binary, file('nul.md', 'a\u0000b')] });
    expect(result).toEqual({
      ok: false,
      error: [
        { field: 'files', code: 'file-not-text', fileName: 'logo.ts' },
        { field: 'files', code: 'file-not-text', fileName: 'nul.md' },
      ],
    });
  });
});

describe('MintCodeNft', () => {
  it('hands the preview to the portfolio and returns its answer', async () => {
    const portfolio = new MemoryPortfolio(SAMPLE_PORTFOLIO_SUMMARY, []);
    const prepared = await new PrepareMint(new MemoryFileDigest()).execute(DRAFT);
    if (!prepared.ok) throw new Error('the draft should pass');
    expect(await new MintCodeNft(portfolio).execute(prepared.value)).toEqual({ ok: false, error: { code: 'minting-not-available' } });
    portfolio.mintOutcome = { ok: true, value: { itemId: 'item-1', url: '/items/item-1' } };
    expect(await new MintCodeNft(portfolio).execute(prepared.value)).toEqual({ ok: true, value: { itemId: 'item-1', url: '/items/item-1' } });
    expect(portfolio.mints).toEqual([prepared.value, prepared.value]);
  });
});
