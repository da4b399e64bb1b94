import type { ProjectTemplate } from '../../domain/hub/templates';

/** The starter projects of the embedded default: one per category (spec section 2, Templates). */
export const SAMPLE_TEMPLATES: readonly ProjectTemplate[] = [
  {
    id: 'token-swap',
    name: 'Token Swap',
    description: 'A decentralised exchange of two BSV tokens with an on-chain order book and a React front end.',
    category: 'defi',
    difficulty: 'Advanced',
    technologies: ['sCrypt', 'TypeScript', 'React'],
  },
  {
    id: 'nft-gallery',
    name: 'NFT Gallery',
    description: 'Mint, list and show 1Sat ordinals with a gallery page and metadata on chain.',
    category: 'nft',
    difficulty: 'Intermediate',
    technologies: ['1Sat Ordinals', 'TypeScript', 'Vite'],
  },
  {
    id: 'handcash-wallet',
    name: 'HandCash Wallet Starter',
    description: 'Sign in with HandCash, show the balance and send a payment from a small web app.',
    category: 'wallet',
    difficulty: 'Beginner',
    technologies: ['HandCash Connect', 'Node.js', 'React'],
  },
  {
    id: 'micropayment-game',
    name: 'Micropayment Arcade',
    description: 'A browser game that charges a few satoshis a play and pays prizes to the high scores.',
    category: 'gaming',
    difficulty: 'Intermediate',
    technologies: ['TypeScript', 'Canvas', 'BSV SDK'],
  },
];
