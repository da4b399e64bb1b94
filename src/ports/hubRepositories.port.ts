import type { Commission } from '../domain/hub/commission';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../domain/hub/postedSubmissions';
import type { DeveloperBrief } from '../domain/hub/projectBrief';
import type { ServiceOffer } from '../domain/hub/serviceOffer';
import type { ListPage, PageRequest } from './listPage';

/** How ending a posting (withdrawing an offer, closing a commission) went: done, or why not. */
export type EndPostingOutcome = 'ended' | 'not-found' | 'not-poster';

/**
 * Service offers (the database). Every method rejects with `DatabaseUnavailableError` when the database cannot
 * answer; an id that names no row is `not-found`, never an error.
 */
export interface OfferRepository {
  /** Keeps `offer`, posted by `poster` at `now`; resolves to it as listed. */
  post(offer: ServiceOffer, poster: string, now: number): Promise<PostedOffer>;
  /** One page of the offers not withdrawn, newest first. */
  openOffers(page: PageRequest): Promise<ListPage<PostedOffer>>;
  /** Withdraws offer `id` if `by` posted it and it is open. */
  withdraw(id: string, by: string, now: number): Promise<EndPostingOutcome>;
}

/** Commissions (the database); failures as for `OfferRepository`. */
export interface CommissionRepository {
  post(commission: Commission, poster: string, now: number): Promise<PostedCommission>;
  /** One page of the open commissions, newest first. */
  openCommissions(page: PageRequest): Promise<ListPage<PostedCommission>>;
  /** Closes commission `id` if `by` posted it and it is open. */
  close(id: string, by: string, now: number): Promise<EndPostingOutcome>;
}

/** Project briefs to the poster of an offer (the database); failures as for `OfferRepository`. */
export interface BriefRepository {
  /** Sends `brief` from `from` to the poster of its open offer; `not-found` when no such offer is open. */
  send(brief: DeveloperBrief, from: string, now: number): Promise<ReceivedBrief | 'not-found'>;
  /** One page of the briefs sent to `handle`, newest first. */
  inbox(handle: string, page: PageRequest): Promise<ListPage<ReceivedBrief>>;
  /** How many briefs were sent to `handle`. */
  count(handle: string): Promise<number>;
}
