import { API_PATHS } from '../../http/apiPaths';
import { MintRequest } from '../../wire/mintRequest.schema';
import { ItemsAnswer, MintedAnswer } from '../../wire/portfolio.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** The wallet's failures, as the portfolio's routes name them. */
const WALLET_FAILURES = { 502: ['wallet-upstream'], 503: ['wallet-minting-not-configured'], 504: ['wallet-timeout'] } as const;

/** `/api/portfolio/items` (`portfolio.routes.ts`). */
export const PORTFOLIO_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.portfolioItems,
    summary: 'The signed-in person’s code NFTs as wallet items, newest first.',
    answers: [{ status: 200, schema: ItemsAnswer, description: 'The items.' }],
    problems: { ...SIGNED_IN, ...WALLET_FAILURES },
  },
  {
    method: 'post',
    path: API_PATHS.portfolioItems,
    summary:
      'Mints a code NFT to the signed-in person, checked under the mint form’s rules (`invalid-mint` lists each refused field); the files’ text, when sent, is kept with the item (at most 20 files, 256 KB each, 1 MB in all), checked before anything is minted.',
    request: MintRequest,
    answers: [{ status: 201, schema: MintedAnswer, description: 'The minted item; `filesKept` says whether its files were kept.' }],
    problems: {
      400: [...BAD_BODY, 'not-whole-bytes', 'invalid-mint'],
      ...SIGNED_IN,
      413: ['body-too-large', 'item-file-too-large', 'item-files-too-large', 'item-files-too-many'],
      422: ['item-file-not-text', 'item-files-incomplete', 'item-file-digest-mismatch'],
      429: ['mint-daily-limit'],
      ...WALLET_FAILURES,
    },
  },
];
