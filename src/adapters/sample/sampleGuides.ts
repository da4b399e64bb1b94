import type { Guide } from '../../domain/hub/guides';

/** The four guides of the embedded default (spec section 2, Guides). */
export const SAMPLE_GUIDES: readonly Guide[] = [
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
