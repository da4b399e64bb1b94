import { firstValueFrom } from 'rxjs';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DividendOrder, ListingOrder, MarketDesk, MarketDeskError, PricePoint, PurchaseOrder, PurchaseReceipt } from '../../ports/marketDesk.port';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

/** The answer's problem code, passed on; an answer without one is `unavailable`. */
const refusalOf = (answer: JsonAnswer): MarketDeskError => {
  const code = isRecord(answer.body) ? answer.body['code'] : null;
  return { code: typeof code === 'string' && code !== '' ? code : 'unavailable' };
};

/** The market's writes through this app's server (`/api/market`), with the session cookie. */
export class HttpMarketDesk implements MarketDesk {
  async buy(order: PurchaseOrder): Promise<Result<PurchaseReceipt, MarketDeskError>> {
    const answer = await firstValueFrom(jsonRequest('POST', `${API_PATHS.market}/purchases`, order));
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status !== 200 && answer.value.status !== 201) return err(refusalOf(answer.value));
    const purchase = isRecord(answer.value.body) ? answer.value.body['purchase'] : null;
    if (!isRecord(purchase)) return err({ code: 'unavailable' });
    const { quantity, totalSatoshis, transactionId } = purchase;
    if (typeof quantity !== 'number' || typeof totalSatoshis !== 'number' || typeof transactionId !== 'string') return err({ code: 'unavailable' });
    return ok({ quantity, totalSatoshis, transactionId });
  }

  async list(order: ListingOrder): Promise<Result<void, MarketDeskError>> {
    const answer = await firstValueFrom(jsonRequest('POST', `${API_PATHS.market}/listings`, order));
    if (!answer.ok) return err({ code: 'unavailable' });
    return answer.value.status === 201 ? ok(undefined) : err(refusalOf(answer.value));
  }

  async distribute(order: DividendOrder): Promise<Result<{ paidSatoshis: number; holders: number }, MarketDeskError>> {
    const answer = await firstValueFrom(jsonRequest('POST', `${API_PATHS.market}/dividends`, order));
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status !== 200 && answer.value.status !== 201) return err(refusalOf(answer.value));
    const distribution = isRecord(answer.value.body) ? answer.value.body['distribution'] : null;
    const shares = isRecord(distribution) && Array.isArray(distribution['shares']) ? distribution['shares'] : null;
    if (shares === null) return err({ code: 'unavailable' });
    const paid = shares.flatMap((share: unknown) => (isRecord(share) && typeof share['satoshis'] === 'number' ? [share['satoshis']] : []));
    return ok({ paidSatoshis: paid.reduce((sum, satoshis) => sum + satoshis, 0), holders: paid.length });
  }

  async history(itemId: string): Promise<Result<readonly PricePoint[], MarketDeskError>> {
    const answer = await firstValueFrom(jsonRequest('GET', `${API_PATHS.market}/trades/${encodeURIComponent(itemId)}`));
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status !== 200) return err(refusalOf(answer.value));
    const trades = isRecord(answer.value.body) ? answer.value.body['trades'] : null;
    if (!Array.isArray(trades)) return err({ code: 'unavailable' });
    return ok(
      trades.flatMap((trade: unknown) =>
        isRecord(trade) && typeof trade['at'] === 'number' && typeof trade['priceSatoshis'] === 'number' ? [{ at: trade['at'], priceSatoshis: trade['priceSatoshis'] }] : [],
      ),
    );
  }

  /** Loads its reader (and the wire schema) with the first call. */
  async filesOf(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>> {
    return (await import('./httpItemFiles')).fetchItemFiles(itemId);
  }
}
