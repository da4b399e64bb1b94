import { Observable, type Subscription } from 'rxjs';
import type { CodeHostError } from '../../ports/codeHostError';
import { getGitHubJson } from './githubRequest';

/** One page of a GitHub list as last read, with what revalidates it and where the next page is. */
export interface CachedPage<T> {
  readonly url: string;
  readonly etag: string | null;
  readonly next: string | null;
  readonly items: readonly T[];
}

/** The pages read so far (`done` after the last), or the failure that stopped the reading. */
export type PagesStep<T> =
  | { readonly kind: 'pages'; readonly pages: readonly CachedPage<T>[]; readonly done: boolean; readonly warning: CodeHostError | null }
  | { readonly kind: 'failure'; readonly error: CodeHostError };

const malformed: CodeHostError = { code: 'malformed-response', message: 'GitHub’s answer was not a list.' };

/**
 * Reads a list page by page, following `Link: rel="next"` for at most `maxPages` pages; a page kept from before is
 * revalidated with its ETag. Emits the pages so far after each page, then completes; a failure is the last step.
 * Unsubscribing aborts the request in flight.
 */
export function readPages<T>(
  firstUrl: string,
  maxPages: number,
  kept: readonly CachedPage<T>[],
  parse: (json: unknown) => T[] | null,
): Observable<PagesStep<T>> {
  return new Observable((subscriber) => {
    const keptByUrl = new Map(kept.map((page) => [page.url, page]));
    const pages: CachedPage<T>[] = [];
    let warning: CodeHostError | null = null;
    let request: Subscription | null = null;
    const read = (url: string): void => {
      const before = keptByUrl.get(url);
      request = getGitHubJson(url, before?.etag).subscribe((result) => {
        if (!result.ok) {
          subscriber.next({ kind: 'failure', error: result.error });
          subscriber.complete();
          return;
        }
        const answer = result.value;
        const items = answer.status === 304 ? (before?.items ?? null) : parse(answer.body);
        if (items === null) {
          subscriber.next({ kind: 'failure', error: malformed });
          subscriber.complete();
          return;
        }
        warning ??= answer.warning;
        const next = answer.status === 304 ? (answer.next ?? before?.next ?? null) : answer.next;
        pages.push({ url, etag: answer.etag ?? (answer.status === 304 ? (before?.etag ?? null) : null), next, items });
        const more = next !== null && pages.length < maxPages;
        subscriber.next({ kind: 'pages', pages: [...pages], done: !more, warning });
        if (more) read(next);
        else subscriber.complete();
      });
    };
    read(firstUrl);
    return () => request?.unsubscribe();
  });
}
