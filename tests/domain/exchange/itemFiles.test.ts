import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveEntries } from '../../../src/domain/exchange/archiveEntries';
import { archiveNameOf, ITEM_FILES_LIMITS, itemFilesToKeep, utf8ByteLength } from '../../../src/domain/exchange/itemFiles';

const KB = 1024;

describe('the files kept for an item minted here', () => {
  it('states its limits: 20 files, 256 KB each, 1 MB in all', () => {
    expect(ITEM_FILES_LIMITS).toEqual({ files: 20, fileBytes: 256 * KB, totalBytes: 1024 * KB });
  });

  it('keeps nothing when the mint carries no text, and every file with its text when it does', () => {
    expect(itemFilesToKeep([{ name: 'a.ts' }, { name: 'b.ts' }])).toEqual({ ok: true, value: null });
    expect(itemFilesToKeep([{ name: 'a.ts', content: 'export {}' }, { name: 'b.md', content: '' }])).toEqual({
      ok: true,
      value: [
        { name: 'a.ts', content: 'export {}' },
        { name: 'b.md', content: '' },
      ],
    });
  });

  it('refuses text for some files only, more than 20 files, NUL, a file over 256 KB and all over 1 MB', () => {
    const file = (name: string, bytes: number) => ({ name, content: 'x'.repeat(bytes) });
    expect(
      [
        [{ name: 'a.ts', content: 'x' }, { name: 'b.ts' }],
        Array.from({ length: 21 }, (_, index) => file(`f${index}.ts`, 1)),
        [file('ok.ts', 1), { name: 'bin.ts', content: 'a\u0000b' }],
        [file('edge.ts', 256 * KB), file('big.ts', 256 * KB + 1)],
        [file('a.ts', 256 * KB), file('b.ts', 256 * KB), file('c.ts', 256 * KB), file('d.ts', 256 * KB), file('e.ts', 1)],
      ].map((files) => itemFilesToKeep(files)),
    ).toEqual([
      { ok: false, error: { code: 'item-files-incomplete' } },
      { ok: false, error: { code: 'item-files-too-many' } },
      { ok: false, error: { code: 'item-file-not-text', fileName: 'bin.ts' } },
      { ok: false, error: { code: 'item-file-too-large', fileName: 'big.ts' } },
      { ok: false, error: { code: 'item-files-too-large' } },
    ]);
  });

  it('counts a file in UTF-8 bytes, not characters: 256 KB of two-byte letters is over at half as many', () => {
    expect(itemFilesToKeep([{ name: 'é.md', content: 'é'.repeat(128 * KB) }]).ok).toBe(true);
    expect(itemFilesToKeep([{ name: 'é.md', content: 'é'.repeat(128 * KB + 1) }])).toEqual({ ok: false, error: { code: 'item-file-too-large', fileName: 'é.md' } });
  });

  it('measures UTF-8 as an encoder writes it, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)), maxLength: 6 }), (text, surrogates) => {
        const mixed = text + surrogates + text;
        expect(utf8ByteLength(mixed)).toBe(new TextEncoder().encode(mixed).length);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a mint exactly when each file and the total are within the limits (property)', () => {
    const files = fc.array(fc.record({ name: fc.constantFrom('a.ts', 'b.md', 'c.go'), bytes: fc.integer({ min: 0, max: 300 * KB }) }), { maxLength: 22 });
    fc.assert(
      fc.property(files, (drafts) => {
        const offered = drafts.map(({ name, bytes }) => ({ name, content: 'y'.repeat(bytes) }));
        const total = drafts.reduce((sum, { bytes }) => sum + bytes, 0);
        const within = drafts.length <= 20 && drafts.every(({ bytes }) => bytes <= 256 * KB) && total <= 1024 * KB;
        const kept = itemFilesToKeep(offered);
        expect(kept.ok).toBe(within || drafts.length === 0);
        if (kept.ok && drafts.length > 0) expect(kept.value).toEqual(offered);
      }),
      { numRuns: 60 },
    );
  });

  it('names the zip for the item, and gives each entry of it a name of its own', () => {
    expect(['Fast Parser', '  BSV / Wallet SDK v2!', '日本語', ''].map(archiveNameOf)).toEqual(['fast-parser.zip', 'bsv-wallet-sdk-v2.zip', 'item.zip', 'item.zip']);
    const files = ['a.ts', 'a.ts', 'README', 'README', 'a.ts', 'a (2).ts'].map((name, index) => ({ name, content: String(index) }));
    expect(archiveEntries(files)).toEqual([
      { name: 'a.ts', content: '0' },
      { name: 'a (2).ts', content: '1' },
      { name: 'README', content: '2' },
      { name: 'README (2)', content: '3' },
      { name: 'a (3).ts', content: '4' },
      { name: 'a (2) (2).ts', content: '5' },
    ]);
  });
});
