import { ROUTE_PATHS } from '../app/routePaths';

export type GuideLevel = 'Beginner' | 'Intermediate' | 'Advanced';

/** A guide card (static sample data). */
export interface Guide {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly level: GuideLevel;
  readonly readingMinutes: number;
  readonly topics: readonly string[];
}

export const GUIDES_LEAD = 'Guides for building on Bitcoin SV with the workbench.';

export const GUIDES: readonly Guide[] = [
  {
    id: 'getting-started',
    title: 'Getting started with BSV development',
    description: 'Set up the workbench, create a wallet for testing and send your first transaction.',
    level: 'Beginner',
    readingMinutes: 10,
    topics: ['Setup', 'Transactions', 'Wallets'],
  },
  {
    id: 'smart-contracts',
    title: 'Writing smart contracts with sCrypt',
    description: 'Write, test and deploy a stateful contract, and call it from a TypeScript app.',
    level: 'Intermediate',
    readingMinutes: 25,
    topics: ['sCrypt', 'Bitcoin Script', 'Testing'],
  },
  {
    id: 'handcash-connect',
    title: 'Integrating HandCash Connect',
    description: 'Sign users in with their HandCash wallet and take payments from your app.',
    level: 'Intermediate',
    readingMinutes: 15,
    topics: ['HandCash', 'Authentication', 'Payments'],
  },
  {
    id: 'code-nfts',
    title: 'Tokenising code as NFTs',
    description: 'Mint a token of your project on the exchange and share revenue with its holders.',
    level: 'Advanced',
    readingMinutes: 20,
    topics: ['NFTs', 'Exchange', 'Dividends'],
  },
];

export const GUIDES_TITLE = 'Guides';
export const GUIDE_TOPICS_LABEL = 'Topics';
export const QUICK_START_TITLE = 'Quick start';

/** The quick-start links of the Guides page (spec section 2). */
export const QUICK_START_LINKS: readonly { readonly label: string; readonly text: string; readonly path: string }[] = [
  { label: 'API reference', text: 'Endpoints and data shapes of the platform.', path: ROUTE_PATHS.api },
  { label: 'Project templates', text: 'Start from a working DeFi, NFT, wallet or game project.', path: ROUTE_PATHS.templates },
  { label: 'Open-source projects', text: 'Find a project to contribute to and earn rewards.', path: ROUTE_PATHS.contributorProjects },
];

/** How a guide's reading time reads: `10 min read`. */
export const readingTimeLabel = (minutes: number): string => `${minutes} min read`;
