import { createBrowserRouter } from 'react-router-dom';
import { APP_ROUTES } from './appRoutes';

/** The browser's data router over every route of the app. */
export const createAppRouter = () => createBrowserRouter(APP_ROUTES);
