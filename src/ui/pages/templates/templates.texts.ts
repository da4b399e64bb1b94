import type { TemplateFilter } from '../../../domain/hub/templates';

export const TEMPLATES_LEAD = 'Start a project from a template.';
export const TEMPLATE_FILTER_LABEL = 'Category';
export const TEMPLATE_TECHNOLOGIES_LABEL = 'Technologies';

/** The category filter's labels (spec section 2). */
export const TEMPLATE_FILTER_LABELS: Readonly<Record<TemplateFilter, string>> = {
  all: 'All',
  defi: 'DeFi',
  nft: 'NFT',
  wallet: 'Wallet',
  gaming: 'Gaming',
};

/** How many templates the filter leaves, announced politely. */
export const templateCountLabel = (shown: number, total: number): string => `Showing ${shown} of ${total} templates`;

/** What is loading or failed to load on this page. */
export const TEMPLATES_LOADING_WHAT = 'templates';

export const SUBMIT_TEMPLATE = {
  title: 'Submit your template',
  text: 'Built a starter others could use? Open a pull request that adds it to the repository, with a README and a licence.',
  linkLabel: 'Submit on GitHub',
} as const;
