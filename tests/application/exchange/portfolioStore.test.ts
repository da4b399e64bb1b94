import { describe, expect, it } from 'vitest';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../src/adapters/sample/samplePortfolio';
import { PortfolioStore } from '../../../src/application/exchange/portfolioStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const portfolio = () => new MemoryPortfolio(SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings(SAMPLE_LISTINGS));

describe('the portfolio store', () => {
  it('loads the summary and the holdings on the first open', async () => {
    const store = new PortfolioStore(portfolio());
    store.open();
    await settle();
    expect(store.state).toEqual({
      phase: 'ready',
      summary: SAMPLE_PORTFOLIO_SUMMARY,
      holdings: sampleHoldings(SAMPLE_LISTINGS),
      failure: null,
      claim: { status: 'idle' },
    });
  });

  it('reports a portfolio that cannot be read, or a visitor who is signed out', async () => {
    for (const code of ['portfolio-unavailable', 'signed-out'] as const) {
      const source = portfolio();
      source.failure = code;
      const store = new PortfolioStore(source);
      store.open();
      await settle();
      expect([store.state.phase, store.state.failure, store.state.summary]).toEqual(['failed', code, null]);
    }
  });

  it('claims dividends: pending, then refused with the reason, or paid', async () => {
    const source = portfolio();
    const store = new PortfolioStore(source);
    const claims: string[] = [];
    store.state$.subscribe((state) => claims.push(state.claim.status));
    const first = store.claimDividends();
    void store.claimDividends();
    await first;
    expect(store.state.claim).toEqual({ status: 'refused', code: 'trading-not-available' });
    source.claimOutcome = { ok: true, value: 0.0008 };
    await store.claimDividends();
    expect(store.state.claim).toEqual({ status: 'paid', amount: 0.0008 });
    expect([source.claims, claims]).toEqual([2, ['idle', 'pending', 'refused', 'pending', 'paid']]);
  });
});
