import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../domain/exchange/codeItem';
import { portfolioTotals, type PortfolioTotals } from '../../domain/exchange/market/portfolioFigures';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';
import { MarketPortfolioAnswer } from '../wire/market.schema';
import { MintedAnswer } from '../wire/portfolio.schema';
import { API_PATHS } from './apiPaths';
import { codeItemOfAnswer, itemUrl } from './codeItemAnswer';
import { hasSessionHint } from './httpSessionGateway.adapter';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

type Failure = PortfolioError['code'];
const fail = (code: Failure) => err<PortfolioError>({ code });

/** A problem's `code`, when the body is one. */
const problemCode = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined);

/**
 * The server's refusal as the portfolio's: 401 signed out; 429 `mint-daily-limit` the day's limit of mints; a refused
 * mint (400, 413, 422, another 429); anything else unavailable.
 */
const failureOf = (answer: JsonAnswer): Failure => {
  if (answer.status === 401) return 'signed-out';
  if (answer.status === 429 && problemCode(answer.body) === 'mint-daily-limit') return 'mint-daily-limit';
  return [400, 413, 422, 429].includes(answer.status) ? 'mint-refused' : 'portfolio-unavailable';
};

/** What the person owns: holdings, the market's totals of them, and the dividends they received (BSV). */
interface Owned {
  readonly holdings: readonly Holding[];
  readonly totals: PortfolioTotals;
  readonly dividendsBsv: number;
}

type Position = v.InferOutput<typeof MarketPortfolioAnswer>['positions'][number];

/** The wallet's `{items}` answer: a list, each item read on its own with the route's schema. */
const ItemList = v.object({ items: v.array(v.unknown()) });

/**
 * A market position as a holding: the wallet's holding of the item when there is one (else one made from the
 * market's item), with the ledger's tokens, its value at the last price (0 before any trade, shown as "No trades
 * yet" from `market`), and the market's figures.
 */
function holdingOfPosition(position: Position, fromWallet: Holding | null): Holding {
  const { item, tokens } = position;
  const base =
    fromWallet ??
    holdingOfItem({ id: item.itemId, name: item.name, description: item.description, codeType: item.codeType, language: item.language, files: [], supply: item.supply, price: 0, revenueSharePercent: 0, mintedAt: item.mintedAt, url: null });
  const listing = position.listing === null ? null : { id: position.listing.id, quantity: position.listing.quantity, priceSatoshis: position.listing.priceSatoshis };
  return {
    ...base,
    tokens,
    sharePercent: item.supply > 0 ? (tokens / item.supply) * 100 : 0,
    value: (position.valueSatoshis ?? 0) / SATOSHIS_PER_BSV,
    market: {
      costBasisSatoshis: position.costBasisSatoshis,
      valueSatoshis: position.valueSatoshis,
      profitAndLossSatoshis: position.profitAndLossSatoshis,
      profitAndLossPercent: position.profitAndLossPercent,
      pendingDividendsSatoshis: position.pendingDividendsSatoshis,
      dividendsReceivedSatoshis: position.dividendsReceivedSatoshis,
      listing,
    },
  };
}

/** A price as the form would have typed it: plain decimals, at most 8, no exponent (`0.00000001`, not `1e-8`). */
export const priceText = (price: number): string => price.toFixed(8).replace(/\.?0+$/, '');

/**
 * The signed-in person's portfolio from this app's server (`/api/portfolio/items`): their code-NFT items (HandCash,
 * or the sandbox wallet's) as holdings, newest first, and the totals of those; minting posts a checked preview.
 * Without the server's signed-in hint cookie nobody is signed in: `signed-out`, and no request is made (a 401 would
 * be logged by the browser). An item on the market takes its tokens and figures from the market's ledger
 * (`/api/market/portfolio`: cost basis, value at the last price, profit, dividends, the person's own listing), items
 * bought there join the holdings, and the summary carries the market's totals; an item minted and never listed has
 * no market figures (no value: the mint price is no trade). Both answers are read with the routes' schemas; an
 * unreadable market answer makes the portfolio unavailable rather than shown without its figures.
 * Dividends are paid to holders as they are distributed, so there is nothing to claim: a claim is `trading-not-available`.
 */
export class HttpPortfolio implements Portfolio {
  private items: Promise<Result<Owned, PortfolioError>> | null = null;

  constructor(
    private readonly mayHaveSession: () => boolean = hasSessionHint,
    private readonly origin: () => string = () => window.location.origin,
  ) {}

  async summary(): Promise<Result<PortfolioSummary, PortfolioError>> {
    const owned = await this.owned();
    if (!owned.ok) return owned;
    const { holdings, totals, dividendsBsv } = owned.value;
    const summary = { ...summaryOfHoldings(holdings), totalRevenue: dividendsBsv };
    return ok({ ...summary, totalValue: (totals.valueSatoshis ?? 0) / SATOSHIS_PER_BSV, pendingDividends: totals.pendingDividendsSatoshis / SATOSHIS_PER_BSV, market: totals });
  }

  async holdings(): Promise<Result<readonly Holding[], PortfolioError>> {
    const owned = await this.owned();
    return owned.ok ? ok(owned.value.holdings) : owned;
  }

  /** Summary and holdings asked together share one read. */
  private owned(): Promise<Result<Owned, PortfolioError>> {
    this.items ??= this.fetchOwned().finally(() => {
      this.items = null;
    });
    return this.items;
  }

  /** The wallet's items, with the market's ledger where an item is on the market (tokens bought or sold). */
  private async fetchOwned(): Promise<Result<Owned, PortfolioError>> {
    const items = await this.fetchHoldings();
    if (!items.ok) return items;
    const market = await this.fetchPositions();
    if (market === null) return fail('portfolio-unavailable');
    const positions = market.positions;
    const byItem = new Map(positions.map((position) => [position.itemId, position]));
    const fromWallet = items.value.map((holding) => {
      const position = byItem.get(String(holding.listing.id));
      return { ...(position === undefined ? holding : holdingOfPosition(position, holding)), minted: true };
    });
    const walletIds = new Set(items.value.map((holding) => String(holding.listing.id)));
    const bought = positions.filter((position) => !walletIds.has(position.itemId)).map((position) => holdingOfPosition(position, null));
    return ok({
      holdings: [...fromWallet, ...bought].filter((holding) => holding.tokens > 0),
      totals: market.totals,
      dividendsBsv: market.dividendsReceivedSatoshis / SATOSHIS_PER_BSV,
    });
  }

  /**
   * The signed-in person's portfolio on the market (`/api/market/portfolio`): none held when this server has no
   * market (404, 503); null when it cannot be read (the portfolio is then unavailable, not shown without its figures).
   */
  private async fetchPositions(): Promise<v.InferOutput<typeof MarketPortfolioAnswer> | null> {
    const answer = await firstValueFrom(jsonRequest('GET', `${API_PATHS.market}/portfolio`));
    if (!answer.ok) return null;
    if (answer.value.status === 404 || answer.value.status === 503) return { success: true, positions: [], totals: portfolioTotals([]), dividendsReceivedSatoshis: 0 };
    const parsed = v.safeParse(MarketPortfolioAnswer, answer.value.body);
    return answer.value.status === 200 && parsed.success ? parsed.output : null;
  }

  claimDividends(): Promise<Result<number, PortfolioError>> {
    return Promise.resolve(fail('trading-not-available'));
  }

  async mint(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>> {
    if (!this.mayHaveSession()) return fail('signed-out');
    const body = { ...preview, supply: String(preview.supply), price: priceText(preview.price) };
    const answer = await firstValueFrom(jsonRequest('POST', API_PATHS.portfolioItems, body));
    if (!answer.ok) return fail('portfolio-unavailable');
    if (answer.value.status !== 201) return fail(failureOf(answer.value));
    const minted = v.safeParse(MintedAnswer, answer.value.body);
    if (!minted.success) return fail('portfolio-unavailable');
    return ok({ itemId: minted.output.item.itemId, url: itemUrl(minted.output.item.url, this.origin()) });
  }

  private async fetchHoldings(): Promise<Result<readonly Holding[], PortfolioError>> {
    if (!this.mayHaveSession()) return fail('signed-out');
    const answer = await firstValueFrom(jsonRequest('GET', API_PATHS.portfolioItems));
    if (!answer.ok) return fail('portfolio-unavailable');
    if (answer.value.status !== 200) return fail(failureOf(answer.value));
    const list = v.safeParse(ItemList, answer.value.body);
    if (!list.success) return fail('portfolio-unavailable');
    const items = list.output.items.flatMap((value: unknown): CodeItem[] => {
      const item = codeItemOfAnswer(value, this.origin());
      return item === null ? [] : [item];
    });
    return ok(items.map((item) => holdingOfItem(item)));
  }
}
