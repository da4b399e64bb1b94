import { useEffect } from 'react';
import { UnreadNoticesStore } from '../../application/contracts/contractJournalStores';
import { useFeature } from '../app/useFeature';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';

interface Props {
  /** Changes on every page change: the count is asked again. */
  readonly pathname: string;
  /** Told the count of unread contract notices (null: unknown, or this part gone at sign-out). */
  readonly onCount: (count: number | null) => void;
}

/**
 * The count of the signed-in person's unread contract notices, for the menu bar's inbox badge: the contract journal's
 * store and adapter load with it, after the shell has shown (the inbox link is loaded lazily), so none of it is in the
 * entry every route loads. It renders nothing; it tells `onCount`.
 */
export function UnreadNotices(props: Props) {
  return useFeature('contractJournal') === 'ready' ? <Counter {...props} /> : null;
}

function Counter({ pathname, onCount }: Props) {
  const store = useService(UnreadNoticesStore);
  const count = useObservableValue(store.state$);
  useEffect(() => store.refresh(), [store, pathname]);
  useEffect(() => onCount(count), [count, onCount]);
  useEffect(
    () => () => {
      store.clear();
      onCount(null);
    },
    [store, onCount],
  );
  return null;
}
