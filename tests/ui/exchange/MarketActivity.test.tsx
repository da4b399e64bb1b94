import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketActivityFeed } from '../../../src/adapters/memory/memoryMarketActivityFeed.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES } from '../../../src/adapters/sample/sampleMarket';
import type { ActivityEvent } from '../../../src/domain/exchange/market/activity';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { renderApp } from '../../support/renderApp';

const AT = Date.UTC(2026, 10, 28, 12);

const real: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-l1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
};

const event = (id: number, kind: ActivityEvent['kind'], actor: string, itemId = 'item-1'): ActivityEvent => ({
  id,
  kind,
  itemId,
  at: AT - id * 60_000,
  actor,
  counterparty: kind === 'sale' ? 'sandbox_alice' : null,
  quantity: 5,
  priceSatoshis: kind === 'mint' ? null : 10_000,
});

async function openMarket(activity: MemoryMarketActivityFeed) {
  const user = userEvent.setup();
  renderApp('/exchange', { listingCatalog: new MemoryListingCatalog([real], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []), marketActivityFeed: activity });
  const list = await screen.findByRole('list', { name: 'Market activity' }, { timeout: 5000 });
  return { user, list };
}

const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('the market’s activity on the exchange page', { timeout: 30_000 }, () => {
  it('lists every item’s events newest first with the item’s name, and loads more pages', async () => {
    const activity = new MemoryMarketActivityFeed([event(1, 'sale', 'sandbox_bob'), event(2, 'list', 'sandbox_alice'), event(3, 'mint', 'sandbox_carol', 'item-unknown')], 2);
    const { user, list } = await openMarket(activity);
    expect(lines(list)).toEqual(['2026-11-28 11:59 UTC Fast Parser: sandbox_bob bought 5 tokens from sandbox_alice at 0.0001 BSV each', '2026-11-28 11:58 UTC Fast Parser: sandbox_alice listed 5 tokens at 0.0001 BSV each']);
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    expect(await within(list).findByText(/item-unknown: sandbox_carol minted 5 tokens/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Load more activity' })).toBeNull();
  });

  it('shows a new event at the top as the market changes, and untrusted names as text', async () => {
    const activity = new MemoryMarketActivityFeed([event(2, 'list', 'sandbox_alice')]);
    const { list } = await openMarket(activity);
    expect(lines(list)).toHaveLength(1);
    activity.happen({ ...event(1, 'offer', '<img src=x onerror=alert(1)>'), id: 99 });
    expect(await within(list).findByText(/<img src=x onerror=alert\(1\)> offered for 5 tokens/)).toBeDefined();
    expect(lines(list)).toHaveLength(2);
    expect(lines(list)[0]).toContain('Fast Parser: <img');
    expect(list.querySelector('img')).toBeNull();
  });

  it('shows a distributed dividend in its place among the other events, with its amount and holders', async () => {
    const dividend: ActivityEvent = { ...event(2, 'dividend', 'sandbox_alice'), quantity: 3, priceSatoshis: 150_000 };
    const single: ActivityEvent = { ...event(4, 'dividend', 'sandbox_alice'), quantity: 1, priceSatoshis: 1 };
    const { list } = await openMarket(new MemoryMarketActivityFeed([event(1, 'sale', 'sandbox_bob'), dividend, event(3, 'list', 'sandbox_alice'), single]));
    expect(lines(list)).toEqual([
      '2026-11-28 11:59 UTC Fast Parser: sandbox_bob bought 5 tokens from sandbox_alice at 0.0001 BSV each',
      '2026-11-28 11:58 UTC Fast Parser: sandbox_alice distributed a dividend of 0.0015 BSV to 3 holders',
      '2026-11-28 11:57 UTC Fast Parser: sandbox_alice listed 5 tokens at 0.0001 BSV each',
      '2026-11-28 11:56 UTC Fast Parser: sandbox_alice distributed a dividend of 0.00000001 BSV to 1 holder',
    ]);
  });

  it('shows each step of a listing: opened, its change with the new terms, and its withdrawal', async () => {
    const changed: ActivityEvent = { ...event(2, 'change', 'sandbox_alice'), quantity: 90, priceSatoshis: 20_000 };
    const { list } = await openMarket(new MemoryMarketActivityFeed([event(1, 'delist', 'sandbox_alice'), changed, event(3, 'list', 'sandbox_alice')]));
    expect(lines(list)).toEqual([
      '2026-11-28 11:59 UTC Fast Parser: sandbox_alice withdrew a listing of 5 tokens',
      '2026-11-28 11:58 UTC Fast Parser: sandbox_alice changed a listing to 90 tokens at 0.0002 BSV each',
      '2026-11-28 11:57 UTC Fast Parser: sandbox_alice listed 5 tokens at 0.0001 BSV each',
    ]);
  });

  it('says so when nothing has happened yet', async () => {
    renderApp('/exchange', { listingCatalog: new MemoryListingCatalog([real], SAMPLE_MARKET_FIGURES, []), marketActivityFeed: new MemoryMarketActivityFeed() });
    const section = await screen.findByRole('region', { name: 'Market activity' }, { timeout: 5000 });
    expect(await within(section).findByText('Nothing has happened yet.')).toBeDefined();
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
