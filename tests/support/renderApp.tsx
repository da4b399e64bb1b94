import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FeatureModules } from '../../src/ports/featureModules.port';
import { RuntimeConfig } from '../../src/ports/runtimeConfig.port';
import { appRoutes } from '../../src/ui/app/appRoutes';
import { ContainerContext } from '../../src/ui/app/containerContext';
import { createTestContainer, type TestAdapters } from './testContainer';

/** Renders the whole app (shell and routes) at `path` over an in-memory container. */
export function renderApp(
  path: string,
  overrides: Partial<TestAdapters> = {},
): RenderResult & { services: Container; adapters: TestAdapters; router: ReturnType<typeof createMemoryRouter> } {
  const { container, adapters } = createTestContainer(overrides);
  const router = createMemoryRouter(appRoutes(container.get(FeatureModules), container.get<RuntimeConfig>(RuntimeConfig).editorEnabled), { initialEntries: [path] });
  const result = render(
    <ContainerContext.Provider value={container}>
      <RouterProvider router={router} />
    </ContainerContext.Provider>,
  );
  return { ...result, services: container, adapters, router };
}
