import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ListPages } from '../../../application/hub/listPages';
import type { PostingsStore } from '../../../application/hub/postingsStore';
import type { Posting } from '../../../domain/hub/postedSubmissions';
import { useObservableValue } from '../../app/useObservableValue';
import { LoadMoreButton } from './LoadMoreButton';
import { loadingLabel, POSTING_END_FAILURES, postingsLoadFailure, RETRY_LABEL } from './hub.texts';

/**
 * The postings a store read from the hub board, each drawn by `children`, with the loading line, a failure with
 * a retry, an empty line, why the last withdraw/close failed, and Load more while there are more pages. Asks the
 * store to load when it mounts.
 */
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
      <PostingPages key={state.next ?? ''} store={store} what={what} label={label}>
        {children}
      </PostingPages>
    </>
  );
}

/** The first page, then the pages after it that Load more brings (`ListPages`); one withdrawn there leaves too. */
function PostingPages<Item extends Posting>({
  store,
  what,
  label,
  children,
}: {
  readonly store: PostingsStore<Item>;
  readonly what: string;
  readonly label: string;
  readonly children: (item: Item, ending: boolean) => ReactNode;
}) {
  const state = useObservableValue(store.state$);
  const [pages] = useState(() => new ListPages<Item>((cursor) => store.readPage(cursor), state.next, state.items));
  useEffect(() => () => pages.dispose(), [pages]);
  const { more, next, loading, failed } = useObservableValue(pages.state$);
  // A posting of a later page that its poster ended leaves that page too.
  const ending = useRef<string | null>(null);
  useEffect(() => {
    if (ending.current !== null && state.ending === null && state.endError === null) pages.drop(ending.current);
    ending.current = state.ending;
  }, [pages, state.ending, state.endError]);
  return (
    <>
      <ul className="card-grid" aria-label={label}>
        {[...state.items, ...more].map((item) => (
          <li key={item.id}>{children(item, state.ending === item.id)}</li>
        ))}
      </ul>
      {next === null ? null : <LoadMoreButton loading={loading} failed={failed} what={what} onClick={() => pages.loadMore()} />}
    </>
  );
}
