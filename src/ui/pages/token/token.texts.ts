import type { TokenStatistics } from '../../../domain/hub/tokenEconomics';
import { groupThousands } from '../../shared/formatNumbers';
import type { HubStat } from '../hubShared/StatGrid';

/** The static texts of the token page (spec section 2, Token page). */

export const TOKEN_SYMBOL = 'BCODE';
export const TOKEN_NETWORK = 'BSV';

export const TOKEN_HERO = {
  tagline: `${TOKEN_SYMBOL} rewards contributions to the platform, on the ${TOKEN_NETWORK} network.`,
  text: 'Every merged pull request can earn tokens. The code stays open source; the tokens record who built it.',
  githubLink: 'View on GitHub',
  docsLink: 'Read Developer Docs',
} as const;

export const OPEN_SOURCE = {
  title: 'Open-source philosophy',
  text: 'The platform is built in the open. Anyone can read, fork and improve the code.',
  licences: [
    { name: 'MIT Licence', text: 'The application code: use, copy, modify and distribute it freely, keeping the notice.' },
    { name: 'Open BSV Licence', text: 'The blockchain components: free to use, on the condition that they run on the Bitcoin SV blockchain.' },
  ],
} as const;

export const TOKEN_MODEL = {
  title: 'Token model',
  points: [
    `${TOKEN_SYMBOL} is a fixed-supply token on the ${TOKEN_NETWORK} network.`,
    'Tokens are allocated to contributors for merged work, not sold.',
    'Platform revenue comes from subscriptions and small fees on sales.',
    'Allocation is recorded publicly, so every contribution can be traced.',
  ],
} as const;

export const TOKEN_SECTION_TITLES = {
  pricing: 'Pricing',
  fees: 'Platform fees',
  earn: 'How to earn tokens',
  statistics: 'Token statistics',
  legal: 'Legal notice',
} as const;

/** Below the fee table: how a fee is rounded (the exchange's rule, `platformFee`). */
export const FEE_ROUNDING_NOTE = (minimumSatoshis: number): string =>
  `Fees are rounded up to a whole satoshi, and every purchase pays at least ${minimumSatoshis} satoshi${minimumSatoshis === 1 ? '' : 's'} in fees.`;

/** Column headings of the platform fee table. */
export const FEE_COLUMNS = { name: 'Service', fee: 'Fee', appliesTo: 'Applies to' } as const;

/** The four steps to earn tokens, in order (spec section 2). */
export const EARN_STEPS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Fork and build', text: 'Fork the repository and build a fix or a feature for an open issue.' },
  { title: 'Submit a PR', text: 'Open a pull request that links the issue it solves.' },
  { title: 'Get merged', text: 'Maintainers review your pull request and merge it.' },
  { title: 'Receive tokens', text: `${TOKEN_SYMBOL} tokens are allocated to you for the merged work.` },
];

/** What is loading or failed to load on this page. */
export const TOKEN_FACTS_LOADING_WHAT = 'token figures';

/** The token statistics as they read: `1,000,000,000 BCODE`, `0`, `1`, `BSV`. */
export const tokenStatisticCards = (statistics: TokenStatistics): readonly HubStat[] => [
  { label: 'Total supply', value: `${groupThousands(statistics.totalSupply)} ${TOKEN_SYMBOL}` },
  { label: 'Distributed', value: groupThousands(statistics.distributed) },
  { label: 'Contributors', value: groupThousands(statistics.contributors) },
  { label: 'Network', value: statistics.network },
];

export const LEGAL_NOTICE: readonly string[] = [
  `${TOKEN_SYMBOL} is a utility token that records contributions to this open-source project. ` +
    'It is not an investment, a security or a promise of any return or value.',
  'This page is part of a proof of concept. Figures, prices and fees may change, and no token sale is offered here.',
  'Check the rules that apply where you live before you acquire or hold any token.',
];
