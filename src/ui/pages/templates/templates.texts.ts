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

/** A template card's link: into the editor when it is on, else to the template's page. */
export const TEMPLATE_OPEN_LABELS = { editor: 'Open in editor', page: 'View template' } as const;
/** The link's accessible name: its visible words first (WCAG 2.5.3), then which template. */
export const templateOpenName = (name: string, editorEnabled: boolean): string =>
  `${editorEnabled ? TEMPLATE_OPEN_LABELS.editor : TEMPLATE_OPEN_LABELS.page}: ${name}`;

/** The template's page (the editor is off, or the card was opened in a new tab). */
export const TEMPLATE_PAGE = {
  filesTitle: 'Files',
  back: 'Back to templates',
  notFoundTitle: 'Template not found',
  notFoundText: 'No template has this address. It may have been renamed or removed.',
  filesUnavailable: 'The template’s files could not be loaded. Try again later.',
  loadingFiles: 'Loading the template’s files…',
} as const;
