import { fromEvent, map, merge, startWith, type Observable } from 'rxjs';
import type { Connectivity } from '../../ports/connectivity.port';

/** `navigator.onLine` and the window's `online`/`offline` events. */
export class BrowserConnectivity implements Connectivity {
  online(): Observable<boolean> {
    return merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
      map(() => navigator.onLine),
      startWith(navigator.onLine),
    );
  }
}
