import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { FeatureModules } from '../../ports/featureModules.port';
import { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { AppRoutes } from './appRoutes';
import { ContainerContext } from './containerContext';
import { useService } from './useService';

/** The whole app over a given container, with the browser's address bar as its router. */
export function App({ container }: { readonly container: Container }) {
  return (
    <ContainerContext.Provider value={container}>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </ContainerContext.Provider>
  );
}

function AppRouter() {
  const features = useService(FeatureModules);
  const { editorEnabled } = useService(RuntimeConfig);
  return <AppRoutes features={features} editorEnabled={editorEnabled} />;
}
