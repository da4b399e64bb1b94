import type { Container } from 'inversify';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FeatureModules } from '../../ports/featureModules.port';
import { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { ContainerContext } from './containerContext';
import { createAppRouter } from './createAppRouter';
import { useService } from './useService';

/** The whole app over a given container, with the browser's address bar as its router. */
export function App({ container }: { readonly container: Container }) {
  return (
    <ContainerContext.Provider value={container}>
      <AppRouter />
    </ContainerContext.Provider>
  );
}

function AppRouter() {
  const features = useService(FeatureModules);
  const { editorEnabled } = useService(RuntimeConfig);
  const [router] = useState(() => createAppRouter(features, editorEnabled));
  return <RouterProvider router={router} />;
}
