import type { ActivityEvent } from '../domain/exchange/market/activity';
import type { Result } from '../domain/shared/result';
import type { MarketDeskError } from './marketDesk.port';
import { token, type Token } from './token';
import type { Observable } from 'rxjs';

/** One page of events and the cursor of the next (null: the last). */
export interface ActivityPage {
  readonly events: readonly ActivityEvent[];
  readonly next: string | null;
}

/** The market's activity as the pages read it (`GET /api/market/activity`). Never rejects: failures are values. */
export interface MarketActivityFeed {
  /** A page of one item's events (or the whole market's, null), newest first, after `cursor` (null: the first). */
  page(itemId: string | null, cursor: string | null): Promise<Result<ActivityPage, MarketDeskError>>;
  /** Emits after each change of the market on any server (`GET /api/market/activity/events`); never errors. */
  changes(): Observable<void>;
}

export const MarketActivityFeed: Token<MarketActivityFeed> = token<MarketActivityFeed>('MarketActivityFeed');
