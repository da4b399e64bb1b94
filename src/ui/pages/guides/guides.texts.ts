import { ROUTE_PATHS } from '../../../domain/app/routePaths';

export const GUIDES_LEAD = 'Guides for building on Bitcoin SV with the workbench.';
export const GUIDES_TITLE = 'Guides';
export const GUIDE_TOPICS_LABEL = 'Topics';
export const QUICK_START_TITLE = 'Quick start';

/** What is loading or failed to load on this page. */
export const GUIDES_LOADING_WHAT = 'guides';

/** The quick-start links of the Guides page (spec section 2). */
export const QUICK_START_LINKS: readonly { readonly label: string; readonly text: string; readonly path: string }[] = [
  { label: 'API reference', text: 'Endpoints and data shapes of the platform.', path: ROUTE_PATHS.api },
  { label: 'Project templates', text: 'Start from a working DeFi, NFT, wallet or game project.', path: ROUTE_PATHS.templates },
  { label: 'Open-source projects', text: 'Find a project to contribute to and earn rewards.', path: ROUTE_PATHS.contributorProjects },
];

/** How a guide's reading time reads: `10 min read`. */
export const readingTimeLabel = (minutes: number): string => `${minutes} min read`;
