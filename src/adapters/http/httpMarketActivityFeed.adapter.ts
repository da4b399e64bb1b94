import { Observable } from 'rxjs';
import { ok, type Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { ActivityPage, MarketActivityFeed } from '../../ports/marketActivityFeed.port';
import { ActivityAnswer } from '../wire/marketActivity.schema';
import { API_PATHS } from './apiPaths';
import { answerOf } from './httpMarketDesk.adapter';
import { jsonRequest } from './jsonRequest';

/** The activity feed through this app's server, read with the route's own schema. */
export class HttpMarketActivityFeed implements MarketActivityFeed {
  async page(itemId: string | null, cursor: string | null): Promise<Result<ActivityPage, MarketDeskError>> {
    const query = new URLSearchParams();
    if (itemId !== null) query.set('itemId', itemId);
    if (cursor !== null) query.set('cursor', cursor);
    const answer = await answerOf(jsonRequest('GET', `${API_PATHS.market}/activity?${query.toString()}`), [200], ActivityAnswer);
    return answer.ok ? ok({ events: answer.value.events, next: answer.value.next }) : answer;
  }

  /** The market's change events; the browser's EventSource reconnects by itself after a lost connection. */
  changes(): Observable<void> {
    return new Observable<void>((subscriber) => {
      const source = new EventSource(`${API_PATHS.market}/activity/events`);
      source.addEventListener('market', () => subscriber.next());
      return () => source.close();
    });
  }
}
