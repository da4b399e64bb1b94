import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { OfferSummary } from '../../../ports/offerBook.port';

/** Words of the offers (issue 38, Build 3): in an item's detail, the portfolio and the inbox. */
export const OFFER_TEXTS = {
  itemHeading: 'Offers',
  yourTokensHeading: 'Offers on your tokens',
  none: 'No offers yet.',
  noneOnYourTokens: 'Nobody has made an offer on your tokens.',
  loadFailed: 'The offers could not be read. Try again later.',
  formHeading: 'Make an offer',
  quantity: 'Tokens wanted',
  price: 'Offer price per token (BSV)',
  expiresIn: 'Offer open for (hours)',
  submit: 'Make offer',
  accept: 'Accept offer',
  withdraw: 'Withdraw offer',
  listLabel: 'Offers',
  lead: 'Your wallet pays when a holder accepts: its funds are checked now, and you can withdraw the offer until then.',
} as const;

/** What each write's outcome says: done, or the server's refusal. */
export const OFFER_OUTCOME_TEXTS: Readonly<Record<string, string>> = {
  made: 'Your offer is open.',
  accepted: 'Offer accepted: the buyer paid and the tokens moved.',
  withdrawn: 'Offer withdrawn.',
  'offer-expired': 'This offer has expired and can no longer be accepted.',
  'offer-withdrawn': 'The buyer withdrew this offer.',
  'offer-accepted': 'This offer was already accepted.',
  'own-offer': 'This is your own offer.',
  'not-offer-owner': 'Only the buyer withdraws an offer.',
  'not-enough-tokens': 'You do not hold enough tokens that are neither listed nor in a purchase under way.',
  'insufficient-funds': 'Your wallet cannot pay this offer now (its balance or the spend limit you gave this app).',
  'funds-unknown': 'The wallet did not say what it can spend. Nothing was offered; try again.',
  'invalid-quantity': 'Enter a whole number of tokens, 1 or more.',
  'invalid-field': 'Check the tokens, the price and the hours.',
  'invalid-price': 'Enter a price in BSV greater than 0, with at most 8 decimals.',
  'invalid-expiry': 'An offer stays open from 1 to 720 hours.',
  'unknown-item': 'This item is not on the market.',
  'unknown-offer': 'This offer no longer exists.',
  'insufficient-balance': 'The buyer’s wallet could not pay: the offer failed and no token moved.',
  'spend-limit': 'The buyer’s wallet is over its spend limit: the offer failed and no token moved.',
  'pending-check': 'The wallet has not confirmed the payment yet; it is settled once, never twice.',
  'not-authenticated': 'Sign in with HandCash first: offers use your wallet.',
  'authentication-expired': 'Authentication expired, please login again.',
  'wallet-not-configured': 'This server has no wallet configured, so it takes no offers.',
  unavailable: 'The market could not be reached. Try again.',
};

export const offerOutcomeText = (code: string): string => OFFER_OUTCOME_TEXTS[code] ?? (OFFER_OUTCOME_TEXTS['unavailable'] as string);

const STATUS_WORDS: Readonly<Record<OfferSummary['status'], string>> = { open: 'open', expired: 'expired', withdrawn: 'withdrawn', accepted: 'accepted' };
const SETTLEMENT_WORDS: Readonly<Record<NonNullable<OfferSummary['settlement']>, string>> = { paid: 'paid', 'pending-check': 'payment pending check', failed: 'payment failed' };

/** One offer in a line: who offers what, and where it stands. */
export function offerLine(offer: OfferSummary): string {
  const state = offer.settlement === null ? STATUS_WORDS[offer.status] : `${STATUS_WORDS[offer.status]} by ${offer.seller ?? ''}, ${SETTLEMENT_WORDS[offer.settlement]}`;
  return `${offer.buyer} offers ${formatBsv(offer.priceSatoshis)} BSV each for ${offer.quantity} tokens of ${offer.itemId} · ${state}`;
}

/** When an open offer expires. */
export const expiresText = (expiresAt: number): string => `until ${new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
