import type { ActivityEvent } from '../domain/exchange/market/activity';
import type { ListPage, PageRequest } from './listPage';

/** The market's activity feed, from the server's own records (trades, ledger, listings, offers). */
export interface MarketActivity {
  /**
   * One page of events, newest first by (`at`, `id`), of one item or (null) of the whole market. Rejects with
   * `DatabaseUnavailableError` when the database cannot answer.
   */
  page(itemId: string | null, request: PageRequest): Promise<ListPage<ActivityEvent>>;
}
