import { ok } from '../../../../src/domain/shared/result';
import type { CodeItem } from '../../../../src/domain/exchange/codeItem';
import { ManualClock } from '../../../../src/adapters/memory/manualClock.adapter';
import { MemoryMarketRepository } from '../../../../src/adapters/memory/memoryMarketRepository.adapter';
import { MemorySplitPaymentGateway } from '../../../../src/adapters/memory/memorySplitPaymentGateway.adapter';
import { DividendDesk } from '../../../../src/application/exchange/market/dividendDesk';
import { ListingDesk } from '../../../../src/application/exchange/market/listingDesk';
import { MarketReads } from '../../../../src/application/exchange/market/marketReads';
import { PurchaseDesk } from '../../../../src/application/exchange/market/purchaseDesk';
import type { CodeItemWallet, ItemOwner } from '../../../../src/ports/codeItemWallet.port';
import type { MarketRepository } from '../../../../src/ports/marketRepository.port';
import type { TokenCipher } from '../../../../src/ports/tokenCipher.port';

export const NOW = Date.UTC(2026, 10, 26, 9);

export const person = (handle: string): ItemOwner & { readonly authToken: string } => ({ handle, walletId: `${handle}-id`, authToken: `${handle}-token` });
export const ALICE = person('alice');
export const BOB = person('bob');
export const CAROL = person('carol');

export const mintedItem = (id: string, supply: number): CodeItem => ({
  id,
  name: `Item ${id}`,
  description: 'A library',
  codeType: 'library',
  language: 'TypeScript',
  files: [],
  supply,
  price: 0.001,
  revenueSharePercent: 70,
  mintedAt: NOW - 1_000,
  url: null,
});

/** Alice's wallet holds the items given; everyone else's is empty. */
export const walletOf = (items: readonly CodeItem[]): CodeItemWallet => ({
  inventory: async (owner) => ok(owner.handle === 'alice' ? items : []),
  mint: async () => {
    throw new Error('not used');
  },
});

const plainCipher: TokenCipher = { encrypt: (text) => `sealed:${text}`, decrypt: (text) => (text.startsWith('sealed:') ? text.slice(7) : null) };

/** The market's use cases on memory adapters, a manual clock and a recording wallet. */
export function market<R extends MarketRepository = MemoryMarketRepository>(
  items: readonly CodeItem[] = [mintedItem('item-1', 100)],
  repository: R = new MemoryMarketRepository() as unknown as R,
) {
  const gateway = new MemorySplitPaymentGateway();
  const clock = new ManualClock(NOW);
  let next = 0;
  const now = () => clock.now();
  return {
    repository,
    gateway,
    clock,
    listings: new ListingDesk(repository, walletOf(items), now, () => `listing-${++next}`),
    purchases: new PurchaseDesk(repository, gateway, plainCipher, clock, 'platform_fees', { leaseMs: 1_000, waitMs: 500, pollMs: 50 }),
    reads: new MarketReads(repository, now),
    dividends: new DividendDesk(repository, gateway, now, 1_000, 2),
  };
}
