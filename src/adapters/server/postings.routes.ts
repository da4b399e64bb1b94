import type { Hono } from 'hono';
import { validateCommission } from '../../domain/hub/commission';
import { validateServiceOffer } from '../../domain/hub/serviceOffer';
import { commissionDraftOf, serviceOfferDraftOf } from '../../domain/hub/submissionDrafts';
import { withContactHandleRule } from '../../domain/hub/contactHandleRule';
import type { CommissionRepository, OfferRepository } from '../../ports/hubRepositories.port';
import { CommissionRequest, OfferRequest } from '../wire/postingRequests.schema';
import { postingRoutes } from './postingRoutes';
import type { ServerSessions } from '../../application/session/serverSessions';

/** `/api/offers`: service offers, listed on Find Developers until their poster withdraws them. */
export const offersRoutes = (offers: OfferRepository, sessions: ServerSessions, now: () => number): Hono =>
  postingRoutes(
    {
      plural: 'offers',
      singular: 'offer',
      schema: OfferRequest,
      // The rules take the form's draft: the offer is checked as if typed (`serviceOfferDraftOf`).
      check: (wire) => withContactHandleRule(validateServiceOffer(serviceOfferDraftOf(wire)), wire.contact),
      list: (page) => offers.openOffers(page),
      post: (offer, poster, at) => offers.post(offer, poster, at),
      end: (id, by, at) => offers.withdraw(id, by, at),
    },
    sessions,
    now,
  );

/** `/api/commissions`: commissions, listed as open until their poster closes them. */
export const commissionsRoutes = (commissions: CommissionRepository, sessions: ServerSessions, now: () => number): Hono =>
  postingRoutes(
    {
      plural: 'commissions',
      singular: 'commission',
      schema: CommissionRequest,
      check: (wire) => withContactHandleRule(validateCommission(commissionDraftOf(wire)), wire.contact),
      list: (page) => commissions.openCommissions(page),
      post: (commission, poster, at) => commissions.post(commission, poster, at),
      end: (id, by, at) => commissions.close(id, by, at),
    },
    sessions,
    now,
  );
