import type { Option } from './formRules';

export type TemplateCategory = 'defi' | 'nft' | 'wallet' | 'gaming';
/** A category, or every category. */
export type TemplateFilter = 'all' | TemplateCategory;

/** The category filter of the Templates page, in the spec's order (section 2). */
export const TEMPLATE_FILTER_OPTIONS: readonly Option<TemplateFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'defi', label: 'DeFi' },
  { value: 'nft', label: 'NFT' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'gaming', label: 'Gaming' },
];

export type TemplateDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

/** A starter project (static sample data). */
export interface ProjectTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: TemplateCategory;
  readonly difficulty: TemplateDifficulty;
  readonly technologies: readonly string[];
}

export const TEMPLATES: readonly ProjectTemplate[] = [
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

/** The templates of one category, or all of them, in their original order. */
export function filterTemplates(templates: readonly ProjectTemplate[], filter: TemplateFilter): readonly ProjectTemplate[] {
  return filter === 'all' ? templates : templates.filter((template) => template.category === filter);
}

export const TEMPLATES_LEAD = 'Start a project from a template.';
export const TEMPLATE_FILTER_LABEL = 'Category';
export const TEMPLATE_TECHNOLOGIES_LABEL = 'Technologies';

/** How many templates the filter leaves, announced politely. */
export const templateCountLabel = (shown: number, total: number): string => `Showing ${shown} of ${total} templates`;

export const SUBMIT_TEMPLATE = {
  title: 'Submit your template',
  text: 'Built a starter others could use? Open a pull request that adds it to the repository, with a README and a licence.',
  linkLabel: 'Submit on GitHub',
} as const;
