import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { PostingsStore } from '../../../application/hub/postingsStore';
import type { Posting } from '../../../domain/hub/postedSubmissions';
import { useObservableValue } from '../../app/useObservableValue';
import { loadingLabel, POSTING_END_FAILURES, postingsLoadFailure, RETRY_LABEL } from './hub.texts';

/**
 * The postings a store read from the hub board, each drawn by `children`, with the loading line, a failure with
 * a retry, an empty line, and why the last withdraw/close failed; the pages after the first (`LaterPostings`, loaded
 * only when there are some) under it. Asks the store to load when it mounts.
 */
// Generic props do not survive `lazy`: the component is typed once, for any posting.
const LaterPostings = lazy(() => import('./LaterPostings')) as unknown as ComponentType<{
  readonly store: PostingsStore<Posting>;
  readonly what: string;
  readonly label: string;
  readonly children: (item: Posting, ending: boolean) => ReactNode;
}>;

export function PostingsList<Item extends Posting>({
  store,
  what,
  label,
  empty,
  children,
}: {
  readonly store: PostingsStore<Item>;
  /** What is loading, as a sentence reads it: `service offers`. */
  readonly what: string;
  /** Names the list for assistive technology. */
  readonly label: string;
  readonly empty: string;
  readonly children: (item: Item, ending: boolean) => ReactNode;
}) {
  const state = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  if (state.phase === 'loading') return <p role="status" className="load-status">{loadingLabel(what)}</p>;
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="load-failure">
        <p>{postingsLoadFailure(what)}</p>
        <button type="button" className="button-primary" onClick={() => store.load()}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  return (
    <>
      {state.endError === null ? null : <p role="alert" className="form-failure">{POSTING_END_FAILURES[state.endError.code]}</p>}
      {state.items.length === 0 ? <p className="empty-state">{empty}</p> : null}
      <ul className="card-grid" aria-label={label}>
        {state.items.map((item) => (
          <li key={item.id}>{children(item, state.ending === item.id)}</li>
        ))}
      </ul>
      {state.next === null ? null : (
        <Suspense fallback={null}>
          <LaterPostings key={state.next} store={store as unknown as PostingsStore<Posting>} what={what} label={label}>
            {children as (item: Posting, ending: boolean) => ReactNode}
          </LaterPostings>
        </Suspense>
      )}
    </>
  );
}
