import type { Commission } from './commission';
import type { ServiceOffer } from './serviceOffer';

/** What the hub keeps with every posted submission: its id, who posted it (a HandCash handle) and when. */
export interface Posting {
  /** Opaque id given by the hub. */
  readonly id: string;
  /** The signed-in poster's HandCash handle, without `$`. */
  readonly poster: string;
  /** Epoch milliseconds. */
  readonly postedAt: number;
}

/** A service offer as every visitor sees it on Find Developers, until its poster withdraws it. */
export type PostedOffer = ServiceOffer & Posting;

/** An open commission as every visitor sees it on the commission page, until its poster closes it. */
export type PostedCommission = Commission & Posting;

/** A project brief as its addressee (the poster of the offer it answers) sees it in the inbox. */
export interface ReceivedBrief {
  readonly id: string;
  /** The offer the brief answers, and its title when sent. */
  readonly offerId: string;
  readonly offerTitle: string;
  /** The sender's HandCash handle, without `$`. */
  readonly from: string;
  readonly brief: string;
  /** Epoch milliseconds. */
  readonly sentAt: number;
}

/** Whether `handle` (the signed-in person, or null) posted `posting`: only they may withdraw or close it. */
export const isPoster = (posting: Posting, handle: string | null): boolean => handle !== null && posting.poster === handle;
