import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryOfferBook } from '../../../src/adapters/memory/memoryOfferBook.adapter';
import { MemoryMarketActivityFeed } from '../../../src/adapters/memory/memoryMarketActivityFeed.adapter';
import type { ActivityEvent } from '../../../src/domain/exchange/market/activity';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES } from '../../../src/adapters/sample/sampleMarket';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import type { OfferSummary } from '../../../src/ports/offerBook.port';
import { renderApp } from '../../support/renderApp';

const real: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-l1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
};

const ALICE = { handle: 'sandbox_alice', paymail: 'alice@sandbox.invalid', publicKey: 'alice-id', avatarUrl: '', displayName: 'Alice' };
const EXPIRES = Date.UTC(2026, 10, 29, 9);

const carolsOffer: OfferSummary = {
  id: 'offer-c',
  itemId: 'item-1',
  buyer: 'sandbox_carol',
  quantity: 20,
  priceSatoshis: 9_000,
  createdAt: EXPIRES - 86_400_000,
  expiresAt: EXPIRES,
  status: 'open',
  seller: null,
  settlement: null,
};

async function openDialog(book: MemoryOfferBook, activity = new MemoryMarketActivityFeed()) {
  const user = userEvent.setup();
  const listings = new MemoryListingCatalog([real], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []);
  renderApp('/exchange', { listingCatalog: listings, offerBook: book, marketActivityFeed: activity, sessions: new MemorySessionGateway(new Map(), ALICE) });
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await user.click(within(table).getByRole('button', { name: 'Fast Parser' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fast Parser' });
  return { user, dialog };
}

describe('offers in an item’s detail', { timeout: 30_000 }, () => {
  it('lists the item’s offers as text; a holder accepts one and sees the outcome', async () => {
    const book = new MemoryOfferBook('sandbox_alice');
    book.offers = [carolsOffer];
    const { user, dialog } = await openDialog(book);
    const list = await within(dialog).findByRole('list', { name: 'Offers' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('sandbox_carol offers 0.00009 BSV each for 20 tokens of item-1 · open until 2026-11-29 09:00 UTC');
    await user.click(within(row).getByRole('button', { name: 'Accept offer' }));
    expect(await within(dialog).findByText('Offer accepted: the buyer paid and the tokens moved.')).toBeDefined();
    expect(book.accepted).toEqual(['offer-c']);
    expect(within(list).getByRole('listitem').textContent).toContain('accepted by sandbox_alice, paid');
    expect(within(list).queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('makes an offer with the form, and its buyer may withdraw it; a refusal is worded from its code', async () => {
    const book = new MemoryOfferBook('sandbox_alice');
    const { user, dialog } = await openDialog(book);
    expect(await within(dialog).findByText('No offers yet.')).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Tokens wanted'));
    await user.type(within(dialog).getByLabelText('Tokens wanted'), '5');
    await user.type(within(dialog).getByLabelText('Offer price per token (BSV)'), '0.0001');
    await user.click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText('Your offer is open.')).toBeDefined();
    expect(book.made).toEqual([{ itemId: 'item-1', quantity: 5, price: '0.0001', expiresInHours: 24 }]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await within(dialog).findByText('Offer withdrawn.')).toBeDefined();
    book.refusal = { code: 'insufficient-funds' };
    await user.click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText('Your wallet cannot pay this offer now (its balance or the spend limit you gave this app).')).toBeDefined();
  });
});

describe('Offers on your tokens', { timeout: 30_000 }, () => {
  it('shows the open offers on one’s tokens in My Portfolio, each with Accept', async () => {
    const book = new MemoryOfferBook('sandbox_alice');
    book.received = [carolsOffer];
    const user = userEvent.setup();
    renderApp('/exchange', { offerBook: book, sessions: new MemorySessionGateway(new Map(), ALICE) });
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const panel = screen.getByRole('tabpanel', { name: 'My Portfolio' });
    const section = await within(panel).findByRole('region', { name: 'Offers on your tokens' });
    await user.click(within(section).getByRole('button', { name: 'Accept offer' }));
    expect(await within(section).findByText('Offer accepted: the buyer paid and the tokens moved.')).toBeDefined();
    expect(within(section).getByText('Nobody has made an offer on your tokens.')).toBeDefined();
  });

  it('shows them in the inbox too', async () => {
    const book = new MemoryOfferBook('sandbox_alice');
    book.received = [carolsOffer];
    renderApp('/inbox', { offerBook: book, sessions: new MemorySessionGateway(new Map(), ALICE) });
    const section = await screen.findByRole('region', { name: 'Offers on your tokens' }, { timeout: 5000 });
    expect(within(section).getByRole('listitem').textContent).toContain('sandbox_carol offers 0.00009 BSV each for 20 tokens');
  });
});

const event = (id: number, kind: ActivityEvent['kind'], actor: string, counterparty: string | null, priceSatoshis: number | null): ActivityEvent => ({
  id,
  kind,
  itemId: 'item-1',
  at: EXPIRES - id * 60_000,
  actor,
  counterparty,
  quantity: 20,
  priceSatoshis,
});

describe('an item’s activity', { timeout: 30_000 }, () => {
  it('lists what happened newest first, as text, and loads more pages', async () => {
    const activity = new MemoryMarketActivityFeed(
      [event(1, 'sale', 'sandbox_carol', 'sandbox_alice', 9_000), event(2, 'accept', 'sandbox_alice', 'sandbox_carol', 9_000), event(3, 'offer', 'sandbox_carol', null, 9_000), event(4, 'mint', 'sandbox_alice', null, null)],
      3,
    );
    const { user, dialog } = await openDialog(new MemoryOfferBook('sandbox_alice'), activity);
    const list = await within(dialog).findByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2026-11-29 08:59 UTC sandbox_carol bought 20 tokens from sandbox_alice at 0.00009 BSV each',
      '2026-11-29 08:58 UTC sandbox_alice accepted the offer of sandbox_carol for 20 tokens',
      '2026-11-29 08:57 UTC sandbox_carol offered for 20 tokens at 0.00009 BSV each',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Load more activity' }));
    expect(await within(list).findByText(/sandbox_alice minted 20 tokens/)).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Load more activity' })).toBeNull();
  });
});
