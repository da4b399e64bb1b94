import { ROUTE_PATHS } from '../../domain/app/routePaths';
import type { GitHubSection } from '../../domain/shell/gitHubSection';

/** A link of the Developer Hub sidebar: internal paths navigate in the app; external ones open GitHub. */
export type SidebarLink =
  | { readonly kind: 'internal'; readonly label: string; readonly path: string }
  | { readonly kind: 'external'; readonly label: string; readonly githubSection: GitHubSection };

export interface SidebarSection {
  readonly title: string;
  readonly links: readonly SidebarLink[];
}

const internal = (label: string, path: string): SidebarLink => ({ kind: 'internal', label, path });

/** Every link of the spec's sidebar, grouped by role (spec section 2, Shell). */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    title: 'Platform',
    links: [
      internal('BCODE Token', ROUTE_PATHS.token),
      internal('NFT Exchange', ROUTE_PATHS.exchange),
      internal('Contracts', ROUTE_PATHS.contracts),
    ],
  },
  {
    title: 'Developers',
    links: [
      internal('Create Service Offer', ROUTE_PATHS.createOffer),
      internal('Guides', ROUTE_PATHS.guides),
      internal('Templates', ROUTE_PATHS.templates),
    ],
  },
  {
    title: 'Maintainers',
    links: [
      internal('Commission', ROUTE_PATHS.commission),
      internal('Find Developers', ROUTE_PATHS.findDevelopers),
      internal('Enterprise', ROUTE_PATHS.enterprise),
      internal('Reviews', ROUTE_PATHS.reviews),
    ],
  },
  {
    title: 'Contributors',
    links: [
      internal('Tasks', ROUTE_PATHS.contributorTasks),
      internal('Bounties', ROUTE_PATHS.bounties),
      internal('Projects', ROUTE_PATHS.projects),
      internal('Contributors', ROUTE_PATHS.contributors),
    ],
  },
  {
    title: 'Resources',
    links: [
      internal('API', ROUTE_PATHS.api),
      internal('Docs', ROUTE_PATHS.docs),
      internal('Changelog', ROUTE_PATHS.changelog),
      internal('Status', ROUTE_PATHS.status),
    ],
  },
  {
    title: 'GitHub',
    links: [
      { kind: 'external', label: 'Issues', githubSection: 'issues' },
      { kind: 'external', label: 'Repository', githubSection: 'repository' },
      { kind: 'external', label: 'Pull Requests', githubSection: 'pulls' },
    ],
  },
];
