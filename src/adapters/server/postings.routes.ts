import type { Hono } from 'hono';
import { z } from 'zod';
import { validateCommission } from '../../domain/hub/commission';
import { validateServiceOffer } from '../../domain/hub/serviceOffer';
import { commissionDraftOf, serviceOfferDraftOf } from '../../domain/hub/submissionDrafts';
import type { CommissionRepository, OfferRepository } from '../../ports/hubRepositories.port';
import { postingRoutes } from './postingRoutes';
import type { ServerSessions } from '../../application/session/serverSessions';

// The wire shapes: the domain's values with their choices as plain text; the domain's rules check the rest.
const OfferRequest = z.object({
  title: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  hourlyRateBsv: z.number(),
  availability: z.string(),
  experience: z.string(),
  portfolio: z.string().nullable(),
  contact: z.string(),
});

const CommissionRequest = z.object({
  title: z.string(),
  company: z.string().nullable(),
  description: z.string(),
  requirements: z.string(),
  techStack: z.array(z.string()),
  projectType: z.string(),
  budget: z.string(),
  timeline: z.string(),
  priority: z.string(),
  contact: z.string(),
});

/** `/api/offers`: service offers, listed on Find Developers until their poster withdraws them. */
export const offersRoutes = (offers: OfferRepository, sessions: ServerSessions, now: () => number): Hono =>
  postingRoutes(
    {
      plural: 'offers',
      singular: 'offer',
      schema: OfferRequest,
      // The rules take the form's draft: the offer is checked as if typed (`serviceOfferDraftOf`).
      check: (wire) => validateServiceOffer(serviceOfferDraftOf(wire)),
      list: () => offers.openOffers(),
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
      check: (wire) => validateCommission(commissionDraftOf(wire)),
      list: () => commissions.openCommissions(),
      post: (commission, poster, at) => commissions.post(commission, poster, at),
      end: (id, by, at) => commissions.close(id, by, at),
    },
    sessions,
    now,
  );
