import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import type { FeatureModules, FeatureName } from '../../ports/featureModules.port';
import { lazyPage, type LazyPage } from './lazyPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { Shell } from '../shell/Shell';

/**
 * Every route of the app, inside the shell (spec section 2, Routes). Each page's code loads when its route is first
 * visited, together with the features (stores, use cases) it reads through `features`. `/` is the code editor, or
 * the landing homepage when the editor flag is off; only the one shown loads. Declarative routes (`useRoutes`), not
 * a data router: the app uses no loaders or actions, and the data router would add about 16 KB gzip to every route.
 */
export function appRoutes(features: FeatureModules, editorEnabled: boolean): RouteObject[] {
  const page = (load: () => Promise<{ default: ComponentType }>, ...needs: readonly FeatureName[]): Pick<RouteObject, 'element' | 'handle'> => {
    const { Page, preload } = lazyPage(load, () => Promise.all(needs.map((feature) => features.load(feature))));
    return { element: <Page />, handle: { preload } satisfies PageHandle };
  };
  return [
    {
      // The first page's code loads before the first render (`preloadPageAt`); nothing shows until then (no shift).
      // Later navigations render as transitions, so the page shown stays until the next one's code has loaded.
      element: (
        <RouteErrorBoundary>
          <Suspense fallback={<div className="app-starting" aria-busy="true" />}>
            <Shell />
          </Suspense>
        </RouteErrorBoundary>
      ),
      children: [
        {
          // A page's failure shows inside the shell.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            {
              path: ROUTE_PATHS.editor,
              ...(editorEnabled ? page(() => import('../pages/home/EditorPage'), 'editor') : page(() => import('../pages/home/LandingPage'), 'hub')),
            },
            { path: ROUTE_PATHS.exchange, ...page(() => import('../pages/exchange/ExchangePage'), 'exchange') },
            { path: ROUTE_PATHS.token, ...page(() => import('../pages/token/TokenPage'), 'hub') },
            { path: ROUTE_PATHS.contracts, ...page(() => import('../pages/contracts/ContractsPage'), 'contracts', 'payments') },
            { path: ROUTE_PATHS.createOffer, ...page(() => import('../pages/createOffer/CreateOfferPage'), 'hub') },
            { path: ROUTE_PATHS.guides, ...page(() => import('../pages/guides/GuidesPage'), 'hub') },
            { path: `${ROUTE_PATHS.guides}/:guideId`, ...page(() => import('../pages/guides/GuidePage'), 'hub') },
            { path: ROUTE_PATHS.templates, ...page(() => import('../pages/templates/TemplatesPage'), 'hub') },
            { path: `${ROUTE_PATHS.templates}/:templateId`, ...page(() => import('../pages/templates/TemplatePage'), 'hub') },
            { path: ROUTE_PATHS.commission, ...page(() => import('../pages/commission/CommissionPage'), 'hub') },
            { path: ROUTE_PATHS.findDevelopers, ...page(() => import('../pages/findDevelopers/FindDevelopersPage'), 'hub') },
            { path: ROUTE_PATHS.contributors, ...page(() => import('../pages/contributors/ContributorsPage'), 'hub', 'payments') },
            { path: ROUTE_PATHS.authCallback, ...page(() => import('../pages/authCallback/AuthCallbackPage'), 'signIn') },
            { path: ROUTE_PATHS.inbox, ...page(() => import('../pages/inbox/InboxPage')) },
            { path: ROUTE_PATHS.api, ...page(() => import('../pages/apiReference/ApiReferencePage'), 'apiReference') },
            { path: ROUTE_PATHS.status, ...page(() => import('../pages/status/StatusPage'), 'status') },
            { path: ROUTE_PATHS.enterprise, ...page(() => import('../pages/enterprise/EnterprisePage')) },
            { path: ROUTE_PATHS.reviews, ...page(() => import('../pages/reviews/ReviewsPage'), 'contracts') },
            { path: ROUTE_PATHS.contributorTasks, ...page(() => import('../pages/contributorTasks/ContributorTasksPage'), 'contracts') },
            // One route for the manual and each of its documents.
            { path: `${ROUTE_PATHS.docs}/:documentId?`, ...page(() => import('../pages/manual/ManualPage'), 'manual') },
            // The guides' list and each guide (the hub's /developers/… pages, static segments, match before it).
            { path: `${ROUTE_PATHS.developerDocs}/:guideId?`, ...page(() => import('../pages/developerDocs/DeveloperDocsPage'), 'manual') },
            { path: ROUTE_PATHS.changelog, ...page(() => import('../pages/manual/ChangelogPage'), 'manual') },
            { path: ROUTE_PATHS.bounties, ...page(() => import('../pages/bounties/BountiesPage'), 'bounties') },
            { path: ROUTE_PATHS.projects, ...page(() => import('../pages/bounties/ProjectsPage'), 'bounties') },
            { path: ROUTE_PATHS.contributorProjects, ...page(() => import('../pages/bounties/ProjectsPage'), 'bounties') },
            { path: `${ROUTE_PATHS.projects}/:owner/:name`, ...page(() => import('../pages/bounties/ProjectPage'), 'bounties') },
            { path: ROUTE_PATHS.settingsTokens, ...page(() => import('../pages/settings/ApiTokensPage'), 'apiTokens') },
            { path: '*', ...page(() => import('../pages/notFound/NotFoundPage')) },
          ],
        },
      ],
    },
  ];
}

/** What a page's route carries beside its element. */
interface PageHandle {
  readonly preload: LazyPage['preload'];
}

/** Loads the page (and its features) shown at `pathname`, so the first render shows it without suspending. */
export async function preloadPageAt(routes: RouteObject[], pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as PageHandle | undefined);
  await Promise.all(handles.map((handle) => handle?.preload()));
}

/** The app's routes (`appRoutes`, built once by the caller) under a router. */
export function AppRoutes({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}
