import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS } from '../../../src/adapters/sample/sampleMarket';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../src/adapters/sample/samplePortfolio';
import { renderApp } from '../../support/renderApp';

/** A promise settled by the test, so the page can be seen before the data arrives. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The sample market, answering only once `gate` opens. */
class GatedCatalog extends MemoryListingCatalog {
  constructor(private readonly gated: Promise<void>) {
    super(SAMPLE_LISTINGS, SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS);
  }
  override async listings() {
    await this.gated;
    return super.listings();
  }
}

/** The sample portfolio, answering only once `gate` opens. */
class GatedPortfolio extends MemoryPortfolio {
  constructor(private readonly gated: Promise<void>) {
    super(SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings(SAMPLE_LISTINGS));
  }
  override async summary() {
    await this.gated;
    return super.summary();
  }
}

describe('the Marketplace while its data loads', { timeout: 15_000 }, () => {
  it('keeps the stat cards, the portfolio figures and the Markets frame in place with placeholders, then fills them', async () => {
    const market = gate();
    const portfolio = gate();
    renderApp('/exchange', { listingCatalog: new GatedCatalog(market.opened), portfolio: new GatedPortfolio(portfolio.opened) });
    const panel = await screen.findByRole('tabpanel', { name: 'Marketplace' }, { timeout: 5000 });
    const stats = within(panel).getByText('Total Market Cap').closest('dl')!;
    const figures = within(panel).getByText('Pending Dividends').closest('dl')!;
    const markets = within(panel).getByRole('region', { name: 'Markets' });
    expect({
      stats: [stats.getAttribute('aria-busy'), within(stats).getAllByRole('definition').map((figure) => figure.textContent)],
      figures: [figures.getAttribute('aria-busy'), within(figures).getAllByRole('definition').map((figure) => figure.textContent)],
      claim: within(panel).getByRole('button', { name: 'Claim' }).hasAttribute('disabled'),
      markets: [markets.getAttribute('aria-busy'), within(markets).getByRole('status').textContent],
    }).toEqual({
      stats: ['true', ['—', '—', '—', '—', '—', 'in the last 24 hours', '—', '— to token holders']],
      figures: ['true', ['— —', '— —', '—', '—Claim']],
      claim: true,
      markets: ['true', 'Loading the market…'],
    });

    market.open();
    portfolio.open();
    await within(panel).findByRole('table');
    expect(within(panel).getByText('Total Market Cap').closest('dl')!.hasAttribute('aria-busy')).toBe(false);
    await expect.poll(() => within(panel).getByRole('button', { name: 'Claim' }).hasAttribute('disabled')).toBe(false);
    expect(within(panel).getByText('Pending Dividends').closest('dl')!.textContent).not.toContain('—');
  });
});
