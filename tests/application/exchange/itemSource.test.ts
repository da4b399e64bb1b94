import { describe, expect, it } from 'vitest';
import { MemoryFileSaver } from '../../../src/adapters/memory/memoryFileSaver.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { ItemSource } from '../../../src/application/exchange/itemSource';
import type { Listing } from '../../../src/domain/exchange/listing';

const listing = (name: string, itemId: string): Listing => ({
  ...SAMPLE_LISTINGS[0]!,
  name,
  market: { listingId: 'l1', itemId, seller: 'sandbox_alice', forSale: 1, askSatoshis: 1, traded: false, changeKnown: false, supply: 1 },
});

/** A desk that counts the reads of an item's files. */
class CountingDesk extends MemoryMarketDesk {
  reads = 0;
  override filesOf(itemId: string) {
    this.reads += 1;
    return super.filesOf(itemId);
  }
}

describe('ItemSource', () => {
  it('reads an item’s files once, but asks again after a refusal', async () => {
    const desk = new CountingDesk();
    const source = new ItemSource(desk, new MemoryFileSaver());
    const parser = listing('Fast Parser', 'item-1');
    expect(await source.files(parser)).toEqual({ ok: false, error: { code: 'files-not-kept' } });
    desk.files.set('item-1', [{ name: 'a.ts', content: 'x' }]);
    await source.files(parser);
    await source.download(parser);
    expect([await source.files(parser), desk.reads]).toEqual([{ ok: true, value: [{ name: 'a.ts', content: 'x' }] }, 2]);
  });

  it('asks nothing for a sample, and zips several files under the item’s name', async () => {
    const desk = new CountingDesk();
    const saver = new MemoryFileSaver();
    const source = new ItemSource(desk, saver);
    desk.files.set('item-2', [
      { name: 'a.ts', content: '1' },
      { name: 'a.ts', content: '2' },
    ]);
    const { market: _market, ...sample } = listing('Sample', 'none');
    expect(await source.download({ ...sample, sample: true })).toEqual({ ok: false, error: { code: 'sample-listing' } });
    expect(await source.download(listing('Twin Files!', 'item-2'))).toEqual({ ok: true, value: { kind: 'zip', name: 'twin-files.zip', files: 2 } });
    expect([saver.saved, desk.reads]).toEqual([
      [{ name: 'twin-files.zip', files: [{ name: 'a.ts', content: '1' }, { name: 'a.ts', content: '2' }] }],
      1,
    ]);
  });
});
