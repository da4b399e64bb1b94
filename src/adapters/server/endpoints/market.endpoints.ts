import { API_PATHS } from '../../http/apiPaths';
import {
  BoardAnswer,
  BoughtAnswer,
  DistributedAnswer,
  ItemDetailAnswer,
  ListedAnswer,
  MarketPortfolioAnswer,
  PendingDistributionAnswer,
  PendingPurchaseAnswer,
  SandboxBalancesAnswer,
  TradesAnswer,
  WithdrawnAnswer,
} from '../../wire/market.schema';
import { BuyRequest, ChangeListingRequest, DistributeRequest, ListRequest } from '../../wire/marketRequests.schema';
import { ItemFilesAnswer } from '../../wire/itemFiles.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

const MARKET = API_PATHS.market;

/** `/api/market` (`market.routes.ts`): reads are public, writes signed in. */
export const MARKET_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: MARKET,
    summary: 'The board: open listings with their item and figures, the stat cards, the rankings.',
    answers: [{ status: 200, schema: BoardAnswer, description: 'The board.' }],
    problems: {},
  },
  {
    method: 'get',
    path: `${MARKET}/sandbox-balances`,
    summary: 'The sandbox accounts’ money (embedded default only).',
    answers: [{ status: 200, schema: SandboxBalancesAnswer, description: 'The balances.' }],
    problems: { 404: ['not-sandbox'] },
  },
  {
    method: 'get',
    path: `${MARKET}/items/{itemId}`,
    summary: 'An item with its figures, price history and open listings.',
    answers: [{ status: 200, schema: ItemDetailAnswer, description: 'The item.' }],
    problems: { 404: ['unknown-item'] },
  },
  {
    method: 'get',
    path: `${MARKET}/items/{itemId}/files`,
    summary: 'The code files of an item minted here (name and text, in the mint’s order): what View Source shows and Download gives.',
    answers: [{ status: 200, schema: ItemFilesAnswer, description: 'The files.' }],
    problems: { 404: ['files-not-kept'] },
  },
  {
    method: 'get',
    path: `${MARKET}/trades/{itemId}`,
    summary: 'An item’s trades as a price history.',
    answers: [{ status: 200, schema: TradesAnswer, description: 'The trades.' }],
    problems: { 404: ['unknown-item'] },
  },
  {
    method: 'get',
    path: `${MARKET}/portfolio`,
    summary: 'The signed-in person’s positions and the dividends they received.',
    answers: [{ status: 200, schema: MarketPortfolioAnswer, description: 'The portfolio.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'post',
    path: `${MARKET}/listings`,
    summary: 'Lists tokens of an item the signed-in person holds, at a price in BSV.',
    request: ListRequest,
    answers: [{ status: 201, schema: ListedAnswer, description: 'The listing.' }],
    problems: {
      400: [...BAD_BODY, 'invalid-quantity', 'invalid-price', 'amount-too-large'],
      ...SIGNED_IN,
      404: ['unknown-item'],
      409: ['exceeds-holdings'],
      502: ['upstream'],
      503: ['market-not-configured', 'minting-not-configured'],
      504: ['timeout'],
    },
  },
  {
    method: 'delete',
    path: `${MARKET}/listings/{id}`,
    summary: 'Withdraws the signed-in person’s open listing.',
    answers: [{ status: 200, schema: WithdrawnAnswer, description: 'Withdrawn.' }],
    problems: { ...SIGNED_IN, 403: ['not-listing-owner'], 404: ['unknown-listing'], 503: ['market-not-configured'] },
  },
  {
    method: 'patch',
    path: `${MARKET}/listings/{id}`,
    summary: 'Changes the quantity and price (BSV) of the signed-in person’s open listing; the quantity never exceeds what they hold beyond purchases in progress.',
    request: ChangeListingRequest,
    answers: [{ status: 200, schema: ListedAnswer, description: 'The changed listing.' }],
    problems: {
      400: [...BAD_BODY, 'invalid-quantity', 'invalid-price', 'amount-too-large'],
      ...SIGNED_IN,
      403: ['not-listing-owner'],
      404: ['unknown-listing'],
      409: ['exceeds-holdings'],
      503: ['market-not-configured'],
    },
  },
  {
    method: 'post',
    path: `${MARKET}/purchases`,
    summary: 'Buys tokens of a listing once per idempotency key; the seller and the platform fee are paid from the wallet.',
    request: BuyRequest,
    answers: [
      { status: 201, schema: BoughtAnswer, description: 'Bought now.' },
      { status: 200, schema: BoughtAnswer, description: 'Bought before with this key (`replayed`).' },
      { status: 202, schema: PendingPurchaseAnswer, description: 'The wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      400: [...BAD_BODY, 'invalid-quantity', 'amount-too-large'],
      ...SIGNED_IN,
      403: ['own-listing'],
      404: ['unknown-listing'],
      409: ['not-enough-tokens', 'key-reused'],
      422: ['insufficient-balance', 'spend-limit', 'unknown-payee', 'payment-not-made'],
      503: ['wallet-not-configured'],
    },
  },
  {
    method: 'post',
    path: `${MARKET}/dividends`,
    summary: 'Shares an amount in BSV among an item’s holders (its owner), once per idempotency key.',
    request: DistributeRequest,
    answers: [
      { status: 201, schema: DistributedAnswer, description: 'Paid now.' },
      { status: 200, schema: DistributedAnswer, description: 'Paid before with this key (`replayed`).' },
      { status: 202, schema: PendingDistributionAnswer, description: 'The wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      400: [...BAD_BODY, 'invalid-amount'],
      ...SIGNED_IN,
      403: ['not-item-owner'],
      404: ['unknown-item'],
      409: ['key-reused', 'distribution-in-progress'],
      422: ['no-holders-to-pay', 'insufficient-balance', 'spend-limit', 'unknown-payee'],
      503: ['wallet-not-configured'],
    },
  },
];
