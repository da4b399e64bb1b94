import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryCodeRunner } from '../../../src/adapters/memory/memoryCodeRunner.adapter';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES } from '../../../src/adapters/sample/sampleMarket';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { renderApp } from '../../support/renderApp';
import { TEST_CONFIG } from '../../support/testContainer';

// The person is at the page already: the editor loads without waiting for a first interaction; jsdom runs no Monaco.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('../editor/FakeCodeEditor') }));

const PARSER = [
  { name: 'parser.ts', content: 'console.log("parsed");' },
  { name: 'README.md', content: '# Fast Parser' },
];
const listing: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-item-1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l-1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
};

async function viewSource(config = TEST_CONFIG) {
  const user = userEvent.setup();
  const marketDesk = new MemoryMarketDesk();
  marketDesk.files.set('item-1', PARSER);
  const codeRunner = new MemoryCodeRunner();
  const listings = new MemoryListingCatalog([listing], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []);
  const rendered = renderApp('/exchange', { listingCatalog: listings, marketDesk, codeRunner, config });
  await user.click(within(await screen.findByRole('table', {}, { timeout: 5000 })).getByRole('button', { name: 'Fast Parser' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fast Parser' });
  await user.click(within(dialog).getByRole('button', { name: 'View Source' }));
  const source = await within(dialog).findByRole('region', { name: 'Source of Fast Parser' });
  return { user, source, codeRunner, router: rendered.router };
}

describe('View Source’s "Open in editor": run before you buy', { timeout: 30_000 }, () => {
  it('opens the item’s files read-only in their own folder, and Run runs them in the sandbox', async () => {
    const { user, source, codeRunner, router } = await viewSource();
    const link = within(source).getByRole('link', { name: 'Open the source of Fast Parser in the editor' });
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Open in editor', '/?item=item-1']);
    await user.click(link);
    const code = await screen.findByRole('textbox', { name: 'parser.ts: code editor, read-only' }, { timeout: 15_000 });
    expect(await screen.findByText('Opened 2 files of the market\'s item, read-only, in market-items/item-1/. Run runs the open file in the sandbox.')).toBeDefined();
    await user.type(code, 'changed');
    expect({
      text: (code as HTMLTextAreaElement).value,
      readOnly: (code as HTMLTextAreaElement).readOnly,
      tabs: within(screen.getByRole('tablist', { name: 'Open files' })).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label')),
      address: router.state.location.pathname + router.state.location.search,
    }).toEqual({ text: PARSER[0]!.content, readOnly: true, tabs: ['Welcome', 'parser.ts', 'README.md'], address: '/' });
    expect(codeRunner.last).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(codeRunner.last?.program).toMatchObject({ path: 'market-items/item-1/parser.ts', source: PARSER[0]!.content });
  });

  it('offers no editor link when the editor is off', async () => {
    const { source } = await viewSource({ ...TEST_CONFIG, editorEnabled: false });
    expect(within(source).queryByRole('link')).toBeNull();
  });

  it('the editor says so when the market keeps no files of the item, and opens nothing', async () => {
    renderApp('/?item=item-9');
    expect(await screen.findByText('The market keeps no files of this item; nothing was opened.', {}, { timeout: 15_000 })).toBeDefined();
    expect(within(screen.getByRole('tablist', { name: 'Open files' })).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual(['Welcome']);
  });
});
