import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { PLANNED_PAGES } from './pageTitles.texts';
import { RouteErrorView } from '../errors/RouteErrorView';
import { Shell } from '../shell/Shell';

/** Each page's code loads when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of the app, inside the shell (spec section 2, Routes). */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteErrorView />,
    // The first page's code loads before the first render; nothing shows until then (no shift).
    hydrateFallbackElement: <div className="app-starting" aria-busy="true" />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { path: ROUTE_PATHS.editor, ...page(() => import('../pages/home/HomePage')) },
          { path: ROUTE_PATHS.exchange, ...page(() => import('../pages/exchange/ExchangePage')) },
          { path: ROUTE_PATHS.token, ...page(() => import('../pages/token/TokenPage')) },
          { path: ROUTE_PATHS.contracts, ...page(() => import('../pages/contracts/ContractsPage')) },
          { path: ROUTE_PATHS.createOffer, ...page(() => import('../pages/createOffer/CreateOfferPage')) },
          { path: ROUTE_PATHS.guides, ...page(() => import('../pages/guides/GuidesPage')) },
          { path: `${ROUTE_PATHS.guides}/:guideId`, ...page(() => import('../pages/guides/GuidePage')) },
          { path: ROUTE_PATHS.templates, ...page(() => import('../pages/templates/TemplatesPage')) },
          { path: ROUTE_PATHS.commission, ...page(() => import('../pages/commission/CommissionPage')) },
          { path: ROUTE_PATHS.findDevelopers, ...page(() => import('../pages/findDevelopers/FindDevelopersPage')) },
          { path: ROUTE_PATHS.contributors, ...page(() => import('../pages/contributors/ContributorsPage')) },
          { path: ROUTE_PATHS.authCallback, ...page(() => import('../pages/authCallback/AuthCallbackPage')) },
          { path: ROUTE_PATHS.inbox, ...page(() => import('../pages/inbox/InboxPage')) },
          ...PLANNED_PAGES.map(({ path }) => ({ path, ...page(() => import('../pages/planned/PlannedPage')) })),
          { path: '*', ...page(() => import('../pages/notFound/NotFoundPage')) },
        ],
      },
    ],
  },
];
