import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';

/** A page of the app: its path and the heading it shows. */
export type AppPage = readonly [path: string, title: string];

/** Every page the app builds (spec section 2, Routes), with its heading. */
export const BUILT_PAGES: readonly AppPage[] = [
  [ROUTE_PATHS.editor, PAGE_TITLES.editor],
  [ROUTE_PATHS.exchange, PAGE_TITLES.exchange],
  [ROUTE_PATHS.token, PAGE_TITLES.token],
  [ROUTE_PATHS.contracts, PAGE_TITLES.contracts],
  [ROUTE_PATHS.createOffer, PAGE_TITLES.createOffer],
  [ROUTE_PATHS.guides, PAGE_TITLES.guides],
  [ROUTE_PATHS.templates, PAGE_TITLES.templates],
  [ROUTE_PATHS.commission, PAGE_TITLES.commission],
  [ROUTE_PATHS.findDevelopers, PAGE_TITLES.findDevelopers],
  [ROUTE_PATHS.contributors, PAGE_TITLES.contributors],
  [ROUTE_PATHS.api, PAGE_TITLES.api],
  [ROUTE_PATHS.status, PAGE_TITLES.status],
  [ROUTE_PATHS.docs, PAGE_TITLES.docs],
  [ROUTE_PATHS.changelog, PAGE_TITLES.changelog],
  [ROUTE_PATHS.bounties, PAGE_TITLES.bounties],
  [ROUTE_PATHS.projects, PAGE_TITLES.projects],
  [ROUTE_PATHS.contributorProjects, PAGE_TITLES.contributorProjects],
  [ROUTE_PATHS.developerDocs, PAGE_TITLES.developerDocs],
];

/** Every page the app links to (every one is built now). */
export const LINKED_PAGES: readonly AppPage[] = BUILT_PAGES;
