import type { Container } from 'inversify';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './appRoutes';
import { ContainerContext } from './containerContext';

/** The whole app over a given container and its routes (`appRoutes`), with the browser's address bar as its router. */
export function App({ container, routes }: { readonly container: Container; readonly routes: RouteObject[] }) {
  return (
    <ContainerContext.Provider value={container}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </ContainerContext.Provider>
  );
}
