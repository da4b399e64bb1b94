/** Every path the app answers (spec section 2, Routes), named once. */
export const ROUTE_PATHS = {
  editor: '/',
  exchange: '/exchange',
  token: '/token',
  contracts: '/contracts',
  createOffer: '/developers/create-offer',
  guides: '/developers/guides',
  templates: '/developers/templates',
  commission: '/maintainers/commission',
  findDevelopers: '/maintainers/find-developers',
  contributors: '/contributors',
  authCallback: '/auth/callback',
  /** The briefs sent to the signed-in developer (not in the spec's routes: issue 11). */
  inbox: '/inbox',
  developerDocs: '/developers',
  enterprise: '/enterprise',
  reviews: '/reviews',
  contributorTasks: '/contributors/tasks',
  contributorProjects: '/contributors/projects',
  bounties: '/bounties',
  projects: '/projects',
  api: '/api',
  docs: '/docs',
  changelog: '/changelog',
  status: '/status',
  /** The signed-in person's personal API tokens (issue 39). */
  settingsTokens: '/settings/tokens',
} as const;
