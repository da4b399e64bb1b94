import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ListPages } from '../../../application/hub/listPages';
import type { PostingsStore } from '../../../application/hub/postingsStore';
import type { Posting } from '../../../domain/hub/postedSubmissions';
import { useObservableValue } from '../../app/useObservableValue';
import { laterPagesLabel } from './loadMore.texts';
import { LoadMoreButton } from './LoadMoreButton';

/**
 * The pages of a postings list after the first (`ListPages`), which Load more brings; loaded only for a list that
 * has them. One its poster ended leaves them too.
 */
export default function LaterPostings<Item extends Posting>({
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
  const ending = useRef<string | null>(null);
  useEffect(() => {
    if (ending.current !== null && state.ending === null && state.endError === null) pages.drop(ending.current);
    ending.current = state.ending;
  }, [pages, state.ending, state.endError]);
  return (
    <>
      {more.length === 0 ? null : (
        <ul className="card-grid later-page" aria-label={laterPagesLabel(label)}>
          {more.map((item) => (
            <li key={item.id}>{children(item, state.ending === item.id)}</li>
          ))}
        </ul>
      )}
      {next === null ? null : <LoadMoreButton loading={loading} failed={failed} what={what} onClick={() => pages.loadMore()} />}
    </>
  );
}
