import { BehaviorSubject, type Observable } from 'rxjs';
import type { Workbox } from 'workbox-window';
import type { AppVersions } from '../../ports/appVersions.port';

/** The service worker's script at the root of the build (`scripts/pwaOptions.ts`), so its scope is every page. */
const SERVICE_WORKER_URL = '/serviceWorker.js';

/**
 * The app's versions through its service worker, with Workbox's `workbox-window` (loaded with this adapter, on use).
 * Registers the worker when first asked (the update prompt asks once the page has loaded and is idle); a worker installed while an older one controls the page waits
 * (`waiting` emits true) until `takeOver` asks it to take over, then the page reloads once it controls it.
 */
export class ServiceWorkerVersions implements AppVersions {
  private readonly waiting$ = new BehaviorSubject(false);
  private workbox: Workbox | null = null;
  private started = false;

  waiting(): Observable<boolean> {
    this.start();
    return this.waiting$.asObservable();
  }

  async takeOver(): Promise<void> {
    const workbox = this.workbox;
    if (workbox === null || !this.waiting$.getValue()) return;
    workbox.addEventListener('controlling', () => window.location.reload());
    // Sends `SKIP_WAITING_MESSAGE` to the waiting worker.
    workbox.messageSkipWaiting();
  }

  private start(): void {
    if (this.started || !('serviceWorker' in navigator)) return;
    this.started = true;
    void import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox(SERVICE_WORKER_URL);
      workbox.addEventListener('waiting', () => this.waiting$.next(true));
      this.workbox = workbox;
      // A browser that refuses (a private window, a blocked worker) keeps the app as it is, online only.
      return workbox.register({ immediate: true }).catch(() => undefined);
    });
  }
}
