import { distinctUntilChanged, Observable, skip } from 'rxjs';

/**
 * The server gateway's change versions (server-sent events at `url`), after the one current when connecting:
 * each emission means the repository's issues or pull requests changed. The browser reconnects by itself after a
 * dropped connection; unsubscribing closes the stream.
 */
export function gatewayChanges(url: string): Observable<number> {
  return new Observable<number>((subscriber) => {
    const source = new EventSource(url);
    source.addEventListener('version', (event) => {
      const version = Number((event as MessageEvent<string>).data);
      if (Number.isInteger(version)) subscriber.next(version);
    });
    return () => source.close();
  }).pipe(distinctUntilChanged(), skip(1));
}
