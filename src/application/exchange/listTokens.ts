import type { Result } from '../../domain/shared/result';
import type { MarketDesk, MarketDeskError } from '../../ports/marketDesk.port';
import type { MarketStore } from './marketStore';
import type { PortfolioStore } from './portfolioStore';

/**
 * Lists tokens of an item the signed-in person holds, from My Portfolio (issue 30, Build 1): a new listing, or a
 * change of quantity and price of their listing. The market and the portfolio are read again after it.
 */
export class ListTokens {
  constructor(
    private readonly desk: MarketDesk,
    private readonly market: MarketStore,
    private readonly portfolio: PortfolioStore,
  ) {}

  async execute(itemId: string, quantity: number, price: string): Promise<Result<void, MarketDeskError>> {
    const answer = await this.desk.list({ itemId, quantity, price });
    if (answer.ok) {
      this.market.reload();
      this.portfolio.refresh();
    }
    return answer;
  }
}
