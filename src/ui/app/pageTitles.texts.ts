import { ROUTE_PATHS } from '../../domain/app/routePaths';

/** The title each page shows as its heading and in the document title. */
export const PAGE_TITLES = {
  editor: 'Code Editor',
  landing: 'Build on Bitcoin SV',
  exchange: 'NFT Exchange',
  token: 'BCODE Token',
  contracts: 'Contracts',
  createOffer: 'Create Service Offer',
  guides: 'Guides',
  templates: 'Templates',
  commission: 'Commission',
  findDevelopers: 'Find Developers',
  contributors: 'Contributors',
  authCallback: 'Signing in',
  inbox: 'Inbox',
  api: 'API Reference',
  notFound: 'Page not found',
  status: 'Status',
  settingsTokens: 'Personal API tokens',
  enterprise: 'Enterprise',
  reviews: 'Reviews',
  contributorTasks: 'Contributor Tasks',
  docs: 'Docs',
  changelog: 'Changelog',
  bounties: 'Bounties',
  projects: 'Projects',
  contributorProjects: 'Contributor Projects',
} as const;

/**
 * Paths the sidebar links that the spec names but whose content it does not show.
 * They answer with a "planned" page inside the shell rather than the not-found page.
 */
export const PLANNED_PAGES: readonly { readonly path: string; readonly title: string }[] = [
  { path: ROUTE_PATHS.developerDocs, title: 'Developer Docs' },
];
