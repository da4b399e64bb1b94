/** The browser entry: reads the runtime configuration, builds the container, renders the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './adapters/browser/runtimeConfig.adapter';
import { createBrowserContainer } from './composition/browserContainer';
import { App } from './ui/app/App';
import { ConfigErrorScreen } from './ui/errors/ConfigErrorScreen';
import './ui/styles/global.css';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

void loadRuntimeConfig().then((config) => {
  root.render(
    <StrictMode>
      {config.ok ? <App container={createBrowserContainer(config.value)} /> : <ConfigErrorScreen detail={config.error.detail} />}
    </StrictMode>,
  );
});
