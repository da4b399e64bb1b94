import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { FeatureModules } from '../../src/ports/featureModules.port';
import { RuntimeConfig } from '../../src/ports/runtimeConfig.port';
import { appRoutes, AppRoutes } from '../../src/ui/app/appRoutes';
import { ContainerContext } from '../../src/ui/app/containerContext';
import { createTestContainer, type TestAdapters } from './testContainer';

/** What a test reads of the router: where the app is, how it got there, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: string): void;
}

/** The whole app (shell and routes) at `path` over `container`, and the router it runs under. */
export function appAt(container: Container, path: string): { readonly element: ReactElement; readonly router: TestRouter } {
  const router: { state: TestRouter['state'] | null; go: ((to: string) => void) | null } = { state: null, go: null };
  function RouterProbe() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    const navigate = useNavigate();
    router.go = (to) => void navigate(to);
    return null;
  }
  const element = (
    <ContainerContext.Provider value={container}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <AppRoutes routes={appRoutes(container.get(FeatureModules), container.get<RuntimeConfig>(RuntimeConfig).editorEnabled)} />
      </MemoryRouter>
    </ContainerContext.Provider>
  );
  const rendered = (): NonNullable<typeof router.state> => {
    if (router.state === null) throw new Error('the app has not rendered yet');
    return router.state;
  };
  return {
    element,
    router: {
      get state() {
        return rendered();
      },
      navigate: (to) => {
        rendered();
        router.go?.(to);
      },
    },
  };
}

/** Renders the whole app (shell and routes) at `path` over an in-memory container. */
export function renderApp(
  path: string,
  overrides: Partial<TestAdapters> = {},
): RenderResult & { services: Container; adapters: TestAdapters; router: TestRouter } {
  const { container, adapters } = createTestContainer(overrides);
  const { element, router } = appAt(container, path);
  return { ...render(element), services: container, adapters, router };
}
