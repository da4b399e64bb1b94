import { describe, expect, it } from 'vitest';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../src/adapters/sample/samplePortfolio';
import { PortfolioStore } from '../../../src/application/exchange/portfolioStore';
import { err } from '../../../src/domain/shared/result';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The memory portfolio, counting the summary reads. */
function countingPortfolio() {
  const source = new MemoryPortfolio(SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings(SAMPLE_LISTINGS));
  let reads = 0;
  const summary = source.summary.bind(source);
  source.summary = () => {
    reads += 1;
    return summary();
  };
  return { source, reads: () => reads };
}

describe('the portfolio store’s reads', () => {
  it('starts loading with nothing, and reads again only for another viewer', async () => {
    const { source, reads } = countingPortfolio();
    const store = new PortfolioStore(source);
    const initial = store.state;
    store.open('alice');
    store.open('alice');
    await settle();
    const once = reads();
    store.open('bob');
    await settle();
    expect({ initial, once, twice: reads() }).toEqual({
      initial: { phase: 'loading', summary: null, holdings: [], failure: null, claim: { status: 'idle' } },
      once: 1,
      twice: 2,
    });
  });

  it('reads on refresh even before it was opened, and a later open for the same viewer does not read again', async () => {
    const { source, reads } = countingPortfolio();
    const store = new PortfolioStore(source);
    store.refresh();
    store.open(null);
    await settle();
    expect({ reads: reads(), phase: store.state.phase }).toEqual({ reads: 1, phase: 'ready' });
  });

  it('shows only the newest of two reads', async () => {
    const { source } = countingPortfolio();
    const store = new PortfolioStore(source);
    const phases: string[] = [];
    store.state$.subscribe((state) => phases.push(state.phase));
    store.refresh();
    store.refresh();
    await settle();
    expect(phases).toEqual(['loading', 'ready']);
  });

  it('keeps the summary and says why when only the holdings cannot be read', async () => {
    const { source } = countingPortfolio();
    source.holdings = () => Promise.resolve(err({ code: 'portfolio-unavailable' as const, message: '' }));
    const store = new PortfolioStore(source);
    store.open();
    await settle();
    expect(store.state).toMatchObject({ phase: 'failed', summary: SAMPLE_PORTFOLIO_SUMMARY, holdings: [], failure: 'portfolio-unavailable' });
  });

  it('ignores answers that arrive after dispose', async () => {
    const { source } = countingPortfolio();
    const store = new PortfolioStore(source);
    store.open();
    const claim = store.claimDividends();
    store.dispose();
    await claim;
    await settle();
    expect(store.state).toMatchObject({ phase: 'loading', claim: { status: 'pending' } });
  });
});
