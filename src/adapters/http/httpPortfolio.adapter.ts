import { firstValueFrom } from 'rxjs';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../domain/exchange/codeItem';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';
import { API_PATHS } from './apiPaths';
import { codeItemOfAnswer, itemUrl } from './codeItemAnswer';
import { hasSessionHint } from './httpSessionGateway.adapter';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

type Failure = PortfolioError['code'];
const fail = (code: Failure) => err<PortfolioError>({ code });

/** The server's refusal as the portfolio's: 401 signed out; a refused mint (400, 413, 429); anything else unavailable. */
const failureOf = (answer: JsonAnswer): Failure =>
  answer.status === 401 ? 'signed-out' : [400, 413, 429].includes(answer.status) ? 'mint-refused' : 'portfolio-unavailable';

/** A price as the form would have typed it: plain decimals, at most 8, no exponent (`0.00000001`, not `1e-8`). */
export const priceText = (price: number): string => price.toFixed(8).replace(/\.?0+$/, '');

/**
 * The signed-in person's portfolio from this app's server (`/api/portfolio/items`): their code-NFT items (HandCash,
 * or the sandbox wallet's) as holdings, newest first, and the totals of those; minting posts a checked preview.
 * Without the server's signed-in hint cookie nobody is signed in: `signed-out`, and no request is made (a 401 would
 * be logged by the browser). Dividends are not traded yet: a claim is `trading-not-available`.
 */
export class HttpPortfolio implements Portfolio {
  private items: Promise<Result<readonly Holding[], PortfolioError>> | null = null;

  constructor(
    private readonly mayHaveSession: () => boolean = hasSessionHint,
    private readonly origin: () => string = () => window.location.origin,
  ) {}

  async summary(): Promise<Result<PortfolioSummary, PortfolioError>> {
    const holdings = await this.holdings();
    return holdings.ok ? ok(summaryOfHoldings(holdings.value)) : holdings;
  }

  /** Summary and holdings asked together share one request. */
  holdings(): Promise<Result<readonly Holding[], PortfolioError>> {
    this.items ??= this.fetchHoldings().finally(() => {
      this.items = null;
    });
    return this.items;
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
