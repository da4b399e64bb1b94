import type * as v from 'valibot';
import { ok, type Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { OfferBook, OfferOrder, OfferSummary } from '../../ports/offerBook.port';
import type { MarketOfferSchema} from '../wire/marketOffers.schema';
import { MyOffersAnswer, OfferAnswer, OfferSettledAnswer, OffersAnswer } from '../wire/marketOffers.schema';
import { API_PATHS } from './apiPaths';
import { answerOf } from './httpMarketDesk.adapter';
import { jsonRequest } from './jsonRequest';

const OFFERS = `${API_PATHS.market}/offers`;

const summary = ({ acceptedAt: _at, ...offer }: v.InferOutput<typeof MarketOfferSchema>): OfferSummary => offer;

/** Offers through this app's server (`/api/market/offers`), each answer read with the route's own schema. */
export class HttpOfferBook implements OfferBook {
  async ofItem(itemId: string): Promise<Result<readonly OfferSummary[], MarketDeskError>> {
    const answer = await answerOf(jsonRequest('GET', `${OFFERS}?itemId=${encodeURIComponent(itemId)}`), [200], OffersAnswer);
    return answer.ok ? ok(answer.value.offers.map(summary)) : answer;
  }

  async mine(): Promise<Result<{ made: readonly OfferSummary[]; received: readonly OfferSummary[] }, MarketDeskError>> {
    const answer = await answerOf(jsonRequest('GET', `${OFFERS}/mine`), [200], MyOffersAnswer);
    return answer.ok ? ok({ made: answer.value.made.map(summary), received: answer.value.received.map(summary) }) : answer;
  }

  async make(order: OfferOrder): Promise<Result<OfferSummary, MarketDeskError>> {
    const answer = await answerOf(jsonRequest('POST', OFFERS, order), [201], OfferAnswer);
    return answer.ok ? ok(summary(answer.value.offer)) : answer;
  }

  async withdraw(offerId: string): Promise<Result<OfferSummary, MarketDeskError>> {
    const answer = await answerOf(jsonRequest('DELETE', `${OFFERS}/${encodeURIComponent(offerId)}`), [200], OfferAnswer);
    return answer.ok ? ok(summary(answer.value.offer)) : answer;
  }

  /** A 202 (the wallet did not answer in time) is the problem code `pending-check`, as a purchase's. */
  async accept(offerId: string): Promise<Result<OfferSummary, MarketDeskError>> {
    const answer = await answerOf(jsonRequest('POST', `${OFFERS}/${encodeURIComponent(offerId)}/accept`), [201], OfferSettledAnswer);
    return answer.ok ? ok(summary(answer.value.offer)) : answer;
  }
}
