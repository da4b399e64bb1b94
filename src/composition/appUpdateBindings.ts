import type { Container } from 'inversify';
import { AppUpdateStore } from '../application/shell/appUpdateStore';
import { UnsavedWork } from '../application/shell/unsavedWork';
import { ServiceWorkerVersions } from '../adapters/browser/serviceWorkerVersions.adapter';
import { AppVersions } from '../ports/appVersions.port';
import { bindService } from './resolve';
import { bindUnsavedWork } from './unsavedWorkBinding';

/**
 * The new-version prompt's store over the service worker (loaded with the prompt, after the page is idle:
 * `updatePromptRoot.tsx`), so neither the registration nor workbox-window is in the entry. The adapter is bound here,
 * with the feature, as the status page's is; a container that already has one (the tests') keeps it.
 */
export function bindAppUpdate(container: Container): void {
  if (!container.isBound(AppVersions)) container.bind(AppVersions).toConstantValue(new ServiceWorkerVersions());
  bindUnsavedWork(container);
  bindService(container, AppUpdateStore, (get) => new AppUpdateStore(get(AppVersions), get(UnsavedWork)));
}
