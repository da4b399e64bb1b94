import { randomUUID } from 'node:crypto';
import { map, timer } from 'rxjs';
import type { DatabaseConnection } from '../../adapters/database/database';
import { SqlMarketRepository } from '../../adapters/database/sqlMarketRepository';
import type { MarketServices } from '../../adapters/server/market.routes';
import { DividendDesk } from '../../application/exchange/market/dividendDesk';
import { ListingDesk } from '../../application/exchange/market/listingDesk';
import { BOARD_FULL_READ_MS } from '../../application/exchange/market/liveBoard';
import { MarketReads } from '../../application/exchange/market/marketReads';
import { OfferDesk } from '../../application/exchange/market/offerDesk';
import { PurchaseDesk, type PurchaseTimings } from '../../application/exchange/market/purchaseDesk';
import { SqlMarketOffers } from '../../adapters/database/sqlMarketOffers';
import { SqlMarketActivity } from '../../adapters/database/sqlMarketActivity';
import { CachedMarketActivity } from '../../adapters/database/cachedMarketActivity';
import { SqlMarketCandles } from '../../adapters/database/sqlMarketCandles';
import type { WalletFunds } from '../../ports/offerRepository.port';
import type { CodeItemWallet } from '../../ports/codeItemWallet.port';
import type { SplitPaymentGateway } from '../../ports/paymentGateway.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';

export interface MarketWiring {
  /** Whose items may be listed (the wallet that minted them); null: nobody lists. */
  readonly items: CodeItemWallet | null;
  /** Who pays purchases and dividends; null: reads only. */
  readonly gateway: SplitPaymentGateway | null;
  /** Who receives the platform fee (`EXCHANGE_FEE_HANDLE`); null: no purchases. */
  readonly feeHandle: string | null;
  /** The sessions' cipher: a purchase keeps the buyer's session token as the session sealed it. */
  readonly cipher: TokenCipher;
  readonly now?: () => number;
  readonly timings?: PurchaseTimings;
  /** The market's repository, when the caller shares it (the settlement of pending payments writes through it). */
  readonly repository?: SqlMarketRepository;
  /** Whose funds an offer checks; absent: the gateway's, when it can tell (HandCash, the sandbox wallet). */
  readonly funds?: WalletFunds | null;
  /** The sandbox accounts' balances (embedded default only). */
  readonly balances?: MarketServices['balances'];
  /** How long an offer's hour lasts (`OFFER_HOUR_SECONDS`); absent: an hour. */
  readonly offerHourMs?: number;
}

/** The market's use cases on an open database. */
export function marketOn(connection: DatabaseConnection, wiring: MarketWiring): MarketServices {
  const now = wiring.now ?? Date.now;
  const repository = wiring.repository ?? new SqlMarketRepository(connection.db);
  const clock = { now, after: (delayMs: number) => timer(delayMs).pipe(map(() => now())) };
  const purchases =
    wiring.gateway === null || wiring.feeHandle === null ? null : new PurchaseDesk(repository, wiring.gateway, wiring.cipher, clock, wiring.feeHandle, wiring.timings);
  const funds = wiring.funds ?? (wiring.gateway !== null && 'spendable' in wiring.gateway ? (wiring.gateway as unknown as WalletFunds) : null);
  const offers =
    purchases === null || funds === null || wiring.feeHandle === null
      ? null
      : new OfferDesk(new SqlMarketOffers(connection.db), repository, purchases, funds, wiring.cipher, now, randomUUID, wiring.feeHandle, wiring.timings?.leaseMs, wiring.offerHourMs);
  return {
    // One server owns an embedded database (its folder is locked), so its board needs no whole re-read for other
    // servers' writes; on PostgreSQL it re-reads within `BOARD_FULL_READ_MS`.
    reads: new MarketReads(repository, now, connection.engine === 'pglite' ? Number.POSITIVE_INFINITY : BOARD_FULL_READ_MS),
    listings: wiring.items === null ? null : new ListingDesk(repository, wiring.items, now, randomUUID),
    purchases,
    offers,
    activity: new CachedMarketActivity(new SqlMarketActivity(connection.db), connection.signals),
    candles: new SqlMarketCandles(connection.db),
    signals: connection.signals,
    dividends: wiring.gateway === null ? null : new DividendDesk(repository, wiring.gateway, now),
    balances: wiring.balances ?? null,
  };
}
