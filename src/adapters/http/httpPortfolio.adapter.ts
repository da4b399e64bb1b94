import { firstValueFrom } from 'rxjs';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../domain/exchange/codeItem';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { isRecord } from '../../domain/session/isRecord';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';
import { API_PATHS } from './apiPaths';
import { codeItemOfAnswer, itemUrl } from './codeItemAnswer';
import { hasSessionHint } from './httpSessionGateway.adapter';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

type Failure = PortfolioError['code'];
const fail = (code: Failure) => err<PortfolioError>({ code });

/** The server's refusal as the portfolio's: 401 signed out; a refused mint (400, 413, 422, 429); anything else unavailable. */
const failureOf = (answer: JsonAnswer): Failure =>
  answer.status === 401 ? 'signed-out' : [400, 413, 422, 429].includes(answer.status) ? 'mint-refused' : 'portfolio-unavailable';

/** What the person owns: holdings, and the dividends they received (BTC). */
interface Owned {
  readonly holdings: readonly Holding[];
  readonly dividendsBtc: number;
}

/** A market position, able to make its holding (over the wallet's holding of the same item, when there is one). */
interface MarketPosition {
  readonly itemId: string;
  holding(fromWallet: Holding | null): Holding;
}

/** One position of the market's portfolio answer; none when malformed. */
function positionOfAnswer(value: unknown): MarketPosition[] {
  if (!isRecord(value) || !isRecord(value['item'])) return [];
  const { itemId, tokens, valueSatoshis } = value;
  const item = value['item'];
  if (typeof itemId !== 'string' || typeof tokens !== 'number' || typeof item['supply'] !== 'number' || typeof item['name'] !== 'string') return [];
  const supply = item['supply'];
  const valueBtc = typeof valueSatoshis === 'number' ? valueSatoshis / SATOSHIS_PER_BSV : null;
  const codeType = (MINT_CODE_TYPES as readonly string[]).includes(String(item['codeType'])) ? (item['codeType'] as CodeItem['codeType']) : 'library';
  return [
    {
      itemId,
      holding: (fromWallet) => {
        const base =
          fromWallet ??
          holdingOfItem({
            id: itemId,
            name: item['name'] as string,
            description: typeof item['description'] === 'string' ? item['description'] : '',
            codeType,
            language: typeof item['language'] === 'string' ? item['language'] : '',
            files: [],
            supply,
            price: 0,
            revenueSharePercent: 0,
            mintedAt: 0,
            url: null,
          });
        // Value at the last trade's price; before any trade the wallet's own figure stays (a bought item has traded).
        const worth = valueBtc ?? (fromWallet === null ? 0 : (fromWallet.value * tokens) / Math.max(1, fromWallet.tokens));
        return { ...base, tokens, sharePercent: supply > 0 ? (tokens / supply) * 100 : 0, value: worth };
      },
    },
  ];
}

/** A price as the form would have typed it: plain decimals, at most 8, no exponent (`0.00000001`, not `1e-8`). */
export const priceText = (price: number): string => price.toFixed(8).replace(/\.?0+$/, '');

/**
 * The signed-in person's portfolio from this app's server (`/api/portfolio/items`): their code-NFT items (HandCash,
 * or the sandbox wallet's) as holdings, newest first, and the totals of those; minting posts a checked preview.
 * Without the server's signed-in hint cookie nobody is signed in: `signed-out`, and no request is made (a 401 would
 * be logged by the browser). An item on the market takes its tokens and value from the market's ledger
 * (`/api/market/portfolio`), and items bought there join the holdings; dividends received are the total revenue.
 * Dividends are paid to holders as they are distributed, so nothing is pending: a claim is `trading-not-available`.
 */
export class HttpPortfolio implements Portfolio {
  private items: Promise<Result<Owned, PortfolioError>> | null = null;

  constructor(
    private readonly mayHaveSession: () => boolean = hasSessionHint,
    private readonly origin: () => string = () => window.location.origin,
  ) {}

  async summary(): Promise<Result<PortfolioSummary, PortfolioError>> {
    const owned = await this.owned();
    return owned.ok ? ok({ ...summaryOfHoldings(owned.value.holdings), totalRevenue: owned.value.dividendsBtc }) : owned;
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
    const positions = new Map(market.positions.map((position) => [position.itemId, position]));
    const fromWallet = items.value.map((holding) => positions.get(String(holding.listing.id))?.holding(holding) ?? holding);
    const walletIds = new Set(items.value.map((holding) => String(holding.listing.id)));
    const bought = market.positions.filter((position) => !walletIds.has(position.itemId)).map((position) => position.holding(null));
    return ok({ holdings: [...fromWallet, ...bought].filter((holding) => holding.tokens > 0), dividendsBtc: market.dividendsBtc });
  }

  /** The signed-in person's positions on the market (`/api/market/portfolio`); none when it cannot be read. */
  private async fetchPositions(): Promise<{ positions: readonly MarketPosition[]; dividendsBtc: number }> {
    const answer = await firstValueFrom(jsonRequest('GET', `${API_PATHS.market}/portfolio`));
    const body = answer.ok && answer.value.status === 200 && isRecord(answer.value.body) ? answer.value.body : null;
    const list = body !== null && Array.isArray(body['positions']) ? body['positions'] : [];
    const dividends = body !== null && typeof body['dividendsReceivedSatoshis'] === 'number' ? body['dividendsReceivedSatoshis'] : 0;
    return { positions: list.flatMap((value: unknown) => positionOfAnswer(value)), dividendsBtc: dividends / SATOSHIS_PER_BSV };
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
    const item = isRecord(answer.value.body) ? answer.value.body['item'] : null;
    if (!isRecord(item) || typeof item['itemId'] !== 'string') return fail('portfolio-unavailable');
    return ok({ itemId: item['itemId'], url: itemUrl(item['url'], this.origin()) });
  }

  private async fetchHoldings(): Promise<Result<readonly Holding[], PortfolioError>> {
    if (!this.mayHaveSession()) return fail('signed-out');
    const answer = await firstValueFrom(jsonRequest('GET', API_PATHS.portfolioItems));
    if (!answer.ok) return fail('portfolio-unavailable');
    if (answer.value.status !== 200) return fail(failureOf(answer.value));
    const list = isRecord(answer.value.body) ? answer.value.body['items'] : null;
    if (!Array.isArray(list)) return fail('portfolio-unavailable');
    const items = list.flatMap((value: unknown): CodeItem[] => {
      const item = codeItemOfAnswer(value, this.origin());
      return item === null ? [] : [item];
    });
    return ok(items.map((item) => holdingOfItem(item)));
  }
}
