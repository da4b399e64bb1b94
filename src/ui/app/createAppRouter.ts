import { createBrowserRouter } from 'react-router-dom';
import type { FeatureModules } from '../../ports/featureModules.port';
import { appRoutes } from './appRoutes';

/** The browser's data router over every route of the app; each route loads its features from `features`. */
export const createAppRouter = (features: FeatureModules, editorEnabled: boolean) => createBrowserRouter(appRoutes(features, editorEnabled));
