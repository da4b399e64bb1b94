import type { Candle, CandleInterval } from '../../domain/exchange/market/candles';
import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DividendOrder, ListingChangeOrder, ListingOrder, MarketDesk, MarketDeskError, PricePoint, PurchaseOrder, PurchaseReceipt } from '../../ports/marketDesk.port';
import { BoughtAnswer, DistributedAnswer, ListedAnswer, TradesAnswer, WithdrawnAnswer } from '../wire/market.schema';
import { ProblemSchema } from '../wire/problem.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

const UNAVAILABLE: MarketDeskError = { code: 'unavailable' };
/** A problem's code (the route's `ProblemSchema`). */
const ProblemCode = v.object({ code: ProblemSchema.entries.code });

/** The answer's problem code, passed on; an answer without one is `unavailable`. */
const refusalOf = (answer: JsonAnswer): MarketDeskError => {
  const problem = v.safeParse(ProblemCode, answer.body);
  return problem.success && problem.output.code !== '' ? { code: problem.output.code } : UNAVAILABLE;
};

/**
 * The answer's body read with the route's schema when its status is one of `statuses`; otherwise the problem's code
 * (or `unavailable`: no answer, or one that does not match).
 */
export async function answerOf<T>(
  request: ReturnType<typeof jsonRequest>,
  statuses: readonly number[],
  schema: v.GenericSchema<unknown, T>,
): Promise<Result<T, MarketDeskError>> {
  const answer = await firstValueFrom(request);
  if (!answer.ok) return err(UNAVAILABLE);
  if (!statuses.includes(answer.value.status)) return err(refusalOf(answer.value));
  const parsed = v.safeParse(schema, answer.value.body);
  return parsed.success ? ok(parsed.output) : err(UNAVAILABLE);
}

const LISTINGS = `${API_PATHS.market}/listings`;

/**
 * The market's writes through this app's server (`/api/market`), with the session cookie; every answer is read with
 * the route's own schema (`src/adapters/wire/market.schema.ts`).
 */
export class HttpMarketDesk implements MarketDesk {
  async buy(order: PurchaseOrder): Promise<Result<PurchaseReceipt, MarketDeskError>> {
    const bought = await answerOf(jsonRequest('POST', `${API_PATHS.market}/purchases`, order), [200, 201], BoughtAnswer);
    if (!bought.ok) return bought;
    const { quantity, totalSatoshis, transactionId, receivers } = bought.value.purchase;
    return transactionId === null ? err(UNAVAILABLE) : ok({ quantity, totalSatoshis, transactionId, receivers });
  }

  async list(order: ListingOrder): Promise<Result<void, MarketDeskError>> {
    const listed = await answerOf(jsonRequest('POST', LISTINGS, order), [201], ListedAnswer);
    return listed.ok ? ok(undefined) : listed;
  }

  async change(listingId: string, order: ListingChangeOrder): Promise<Result<void, MarketDeskError>> {
    const changed = await answerOf(jsonRequest('PATCH', `${LISTINGS}/${encodeURIComponent(listingId)}`, order), [200], ListedAnswer);
    return changed.ok ? ok(undefined) : changed;
  }

  async withdraw(listingId: string): Promise<Result<void, MarketDeskError>> {
    const withdrawn = await answerOf(jsonRequest('DELETE', `${LISTINGS}/${encodeURIComponent(listingId)}`), [200], WithdrawnAnswer);
    return withdrawn.ok ? ok(undefined) : withdrawn;
  }

  async distribute(order: DividendOrder): Promise<Result<{ paidSatoshis: number; holders: number }, MarketDeskError>> {
    const paid = await answerOf(jsonRequest('POST', `${API_PATHS.market}/dividends`, order), [200, 201], DistributedAnswer);
    if (!paid.ok) return paid;
    const { shares } = paid.value.distribution;
    return ok({ paidSatoshis: shares.reduce((sum, share) => sum + share.satoshis, 0), holders: shares.length });
  }

  async history(itemId: string): Promise<Result<readonly PricePoint[], MarketDeskError>> {
    const trades = await answerOf(jsonRequest('GET', `${API_PATHS.market}/trades/${encodeURIComponent(itemId)}`), [200], TradesAnswer);
    return trades.ok ? ok(trades.value.trades) : trades;
  }

  /** Loads its reader (and the wire schema) with the first chart. */
  async candles(itemId: string, interval: CandleInterval): Promise<Result<readonly Candle[], MarketDeskError>> {
    return (await import('./httpMarketCandles')).fetchCandles(itemId, interval);
  }

  /** Loads its reader (and the wire schema) with the first call. */
  async filesOf(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>> {
    return (await import('./httpItemFiles')).fetchItemFiles(itemId);
  }
}
