import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContainerContext } from '../ui/app/containerContext';
import { UpdatePrompt } from '../ui/shell/UpdatePrompt';
import { bindAppUpdate } from './appUpdateBindings';

/**
 * Binds the new-version prompt's store and renders the prompt in a root of its own beside the app's, which starts
 * the service worker's registration. `main.tsx` loads this module once the page has loaded and is idle.
 */
export function mountUpdatePrompt(container: Container): void {
  bindAppUpdate(container);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <UpdatePrompt />
      </ContainerContext.Provider>
    </StrictMode>,
  );
}
