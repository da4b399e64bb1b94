import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryFileSaver } from '../../../src/adapters/memory/memoryFileSaver.adapter';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES } from '../../../src/adapters/sample/sampleMarket';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { renderApp } from '../../support/renderApp';

const real = (name: string, itemId: string): Listing => ({
  ...SAMPLE_LISTINGS[0]!,
  id: listingId(`market-${itemId}`),
  name,
  sample: false,
  market: { listingId: `l-${itemId}`, itemId, seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
});
const SAMPLE = { ...SAMPLE_LISTINGS[1]!, sample: true };
const PARSER = [
  { name: 'parser.ts', content: 'export const tag = "<script>alert(1)</script>";\n' },
  { name: 'README.md', content: '# Fast Parser\n' },
];

async function openDialog(name: string) {
  const user = userEvent.setup();
  const desk = new MemoryMarketDesk();
  desk.files.set('item-1', PARSER);
  desk.files.set('item-2', [{ name: 'one.go', content: 'package one\n' }]);
  const fileSaver = new MemoryFileSaver();
  const listings = new MemoryListingCatalog(
    [real('Fast Parser', 'item-1'), real('One File', 'item-2'), real('Old Item', 'item-3'), SAMPLE],
    { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } },
    [],
  );
  renderApp('/exchange', { listingCatalog: listings, marketDesk: desk, fileSaver });
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await user.click(within(table).getByRole('button', { name }));
  return { user, dialog: (await screen.findByRole('dialog', { name })), fileSaver };
}

describe('the detail dialog’s View Source and Download', { timeout: 15_000 }, () => {
  it('shows each kept file as text, never as HTML, one at a time', async () => {
    const { user, dialog } = await openDialog('Fast Parser');
    await user.click(within(dialog).getByRole('button', { name: 'View Source' }));
    const source = await within(dialog).findByRole('region', { name: 'Source of Fast Parser' });
    const names = within(within(source).getByRole('list', { name: 'Files' })).getAllByRole('button');
    expect(names.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['parser.ts', 'true'],
      ['README.md', 'false'],
    ]);
    const text = () => source.querySelector('pre')!;
    expect([text().textContent, text().querySelector('script')]).toEqual([PARSER[0]!.content, null]);
    await user.click(within(source).getByRole('button', { name: 'README.md' }));
    expect(text().textContent).toBe('# Fast Parser\n');
    await user.click(within(dialog).getByRole('button', { name: 'Hide source' }));
    expect(within(dialog).queryByRole('region', { name: 'Source of Fast Parser' })).toBeNull();
  });

  it('downloads several files as one zip named for the item', async () => {
    const several = await openDialog('Fast Parser');
    await several.user.click(within(several.dialog).getByRole('button', { name: 'Download' }));
    expect(await within(several.dialog).findByText('Downloaded the 2 files of Fast Parser as fast-parser.zip.')).toBeDefined();
    expect(several.fileSaver.saved).toEqual([{ name: 'fast-parser.zip', files: PARSER }]);
  });

  it('downloads a single file as itself', async () => {
    const one = await openDialog('One File');
    await one.user.click(within(one.dialog).getByRole('button', { name: 'Download' }));
    expect(await within(one.dialog).findByText('Downloaded one.go.')).toBeDefined();
    expect(one.fileSaver.saved).toEqual([{ name: 'one.go', files: [{ name: 'one.go', content: 'package one\n' }] }]);
  });

  it('says plainly that the files of an item without kept files are not here, and downloads nothing', async () => {
    const old = await openDialog('Old Item');
    for (const name of ['View Source', 'Download']) {
      await old.user.click(within(old.dialog).getByRole('button', { name }));
      expect(await within(old.dialog).findByText(/^The files of Old Item are not kept here: it was minted elsewhere/)).toBeDefined();
    }
    expect(old.fileSaver.saved).toEqual([]);
  });

  it('says a sample listing has no files', async () => {
    const sample = await openDialog(SAMPLE.name);
    await sample.user.click(within(sample.dialog).getByRole('button', { name: 'View Source' }));
    const said = `${SAMPLE.name} is a sample listing: it has no files. View Source and Download give the files of items minted here.`;
    expect((await within(sample.dialog).findByText(said)).getAttribute('role')).toBe('status');
    expect(within(sample.dialog).queryByRole('region')).toBeNull();
  });
});
