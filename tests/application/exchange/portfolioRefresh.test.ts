import { describe, expect, it } from 'vitest';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { MintCodeNft } from '../../../src/application/exchange/mintCodeNft';
import { PortfolioStore } from '../../../src/application/exchange/portfolioStore';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../../src/domain/exchange/codeItem';
import type { MintPreview } from '../../../src/domain/exchange/mintDraft';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const item: CodeItem = {
  id: 'item-1',
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [],
  supply: 1000,
  price: 0.001,
  revenueSharePercent: 70,
  mintedAt: 1,
  url: null,
};
const preview: MintPreview = { ...item, files: [] };

describe('the portfolio of the signed-in person', () => {
  it('is read again when the viewer changes, not when the same viewer opens it again', async () => {
    const wallet = new MemoryPortfolio(summaryOfHoldings([]), []);
    wallet.failure = 'signed-out';
    const store = new PortfolioStore(wallet);
    store.open(null);
    await settle();
    const signedOut = store.state.failure;
    wallet.failure = null;
    wallet.holdingsValue = [holdingOfItem(item)];
    store.open(null);
    await settle();
    const unchanged = store.state.failure;
    store.open('alice');
    await settle();
    expect([signedOut, unchanged, store.state.failure, store.state.holdings]).toEqual(['signed-out', 'signed-out', null, [holdingOfItem(item)]]);
  });

  it('shows a minted item after the mint (MintCodeNft reads it again); a refused mint reads nothing', async () => {
    const wallet = new MemoryPortfolio(summaryOfHoldings([]), []);
    const store = new PortfolioStore(wallet);
    const mint = new MintCodeNft(wallet, store);
    store.open('alice');
    await settle();
    const refused = await mint.execute(preview);
    await settle();
    const afterRefusal = store.state.holdings;
    wallet.mintOutcome = { ok: true, value: { itemId: 'item-1', url: null } };
    wallet.holdingsValue = [holdingOfItem(item)];
    wallet.summaryValue = summaryOfHoldings(wallet.holdingsValue);
    const done = await mint.execute(preview);
    await settle();
    expect([refused, afterRefusal, done, store.state.holdings, store.state.summary?.totalValue]).toEqual([
      { ok: false, error: { code: 'minting-not-available' } },
      [],
      { ok: true, value: { itemId: 'item-1', url: null } },
      [holdingOfItem(item)],
      1,
    ]);
  });
});
