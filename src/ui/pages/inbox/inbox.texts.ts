import type { HubBoardError } from '../../../ports/hubBoard.port';

export const INBOX_LEAD = 'News about your contracts, and project briefs sent to you about your service offers, newest first.';
export const INBOX_LIST_LABEL = 'Briefs sent to you';
export const INBOX_EMPTY = 'No briefs yet. When someone contacts you about one of your service offers, it shows here.';
export const INBOX_LOADING = 'Loading your briefs…';
export const INBOX_SIGNED_OUT = 'Sign in with HandCash to see the notices about your contracts and the briefs sent to you.';

/** Why the inbox could not be read, by the board's failure code. */
export const INBOX_LOAD_FAILURES: Readonly<Record<HubBoardError['code'], string>> = {
  'not-signed-in': INBOX_SIGNED_OUT,
  forbidden: INBOX_SIGNED_OUT,
  'not-found': 'Your briefs could not be loaded. Try again in a moment.',
  unavailable: 'Your briefs could not be loaded. Check your connection and try again.',
};

/** One brief's heading: `From $bob about "sCrypt audits"`. */
export const briefHeading = (from: string, offerTitle: string): string => `From $${from} about “${offerTitle}”`;

/** What the inbox lists, as a sentence reads it: `The briefs could not be loaded…`. */
export const INBOX_BRIEFS = 'briefs';

/** When the exchange's offers could not load in the inbox. */
export const INBOX_OFFERS_UNAVAILABLE = 'The offers on your tokens could not be read. Try again later.';
