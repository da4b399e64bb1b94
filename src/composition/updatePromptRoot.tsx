import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContainerContext } from '../ui/app/containerContext';
import { FloatingNotices } from '../ui/shell/FloatingNotices';
import { bindAppUpdate } from './appUpdateBindings';
import { bindOfflineAnswers } from './offlineAnswersBindings';

/**
 * Binds the new-version prompt's and the offline note's stores and renders both in a root of its own beside the
 * app's; the prompt starts the service worker's registration. `main.tsx` loads this module once the page has loaded
 * and is idle.
 */
export function mountUpdatePrompt(container: Container): void {
  bindAppUpdate(container);
  bindOfflineAnswers(container);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <FloatingNotices />
      </ContainerContext.Provider>
    </StrictMode>,
  );
}
