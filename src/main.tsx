/** The browser entry: reads the runtime configuration, builds the container, renders the app, then the update prompt. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './adapters/browser/runtimeConfig.adapter';
import { createBrowserContainer } from './composition/browserContainer';
import { FeatureModules } from './ports/featureModules.port';
import { App } from './ui/app/App';
import { appRoutes, preloadPageAt } from './ui/app/appRoutes';
import { ConfigErrorScreen } from './ui/errors/ConfigErrorScreen';
import './ui/styles/global.css';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

void loadRuntimeConfig().then(async (config) => {
  if (!config.ok) {
    root.render(
      <StrictMode>
        <ConfigErrorScreen detail={config.error.detail} />
      </StrictMode>,
    );
    return;
  }
  const container = createBrowserContainer(config.value);
  const routes = appRoutes(container.get(FeatureModules), config.value.editorEnabled);
  // The first page renders with its code there; a failed load is shown by the page itself, which tries again.
  await preloadPageAt(routes, window.location.pathname).catch(() => undefined);
  root.render(
    <StrictMode>
      <App container={container} routes={routes} />
    </StrictMode>,
  );
  // The new-version prompt and the service worker's registration load after the first page, when the browser is idle.
  const mountPrompt = () => void import('./composition/updatePromptRoot').then((module) => module.mountUpdatePrompt(container));
  const whenIdle = () => void ('requestIdleCallback' in window ? requestIdleCallback(mountPrompt) : setTimeout(mountPrompt, 500));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
});
