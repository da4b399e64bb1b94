import { useEffect, type ReactNode } from 'react';
import type { LoadStore } from '../../../application/shared/loadStore';
import type { CatalogError } from '../../../ports/catalogError';
import { useObservableValue } from '../../app/useObservableValue';
import { LOAD_FAILURE_MESSAGES, loadingLabel, RETRY_LABEL } from './hub.texts';

/**
 * Shows what a store read from its port: a polite loading line, the reason and a retry button when the read
 * failed, else `children` with the data. Asks the store to load when it mounts. `reserve` names a class (in the
 * feature's CSS) giving the loading line the height of what replaces it, so the blocks below do not move.
 */
export function LoadedContent<Data>({
  store,
  what,
  reserve,
  children,
}: {
  readonly store: LoadStore<Data, CatalogError>;
  /** What is loading, in the plural as a sentence reads it: `templates`. */
  readonly what: string;
  readonly reserve?: string;
  readonly children: (data: Data) => ReactNode;
}) {
  const state = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  if (state.phase === 'loaded') return children(state.data);
  if (state.phase === 'loading') {
    return (
      <p role="status" className={reserve === undefined ? 'load-status' : `load-status ${reserve}`}>
        {loadingLabel(what)}
      </p>
    );
  }
  return (
    <div role="alert" className="load-failure">
      <p>{LOAD_FAILURE_MESSAGES[state.error.code](what)}</p>
      <button type="button" className="button-primary" onClick={() => store.load()}>
        {RETRY_LABEL}
      </button>
    </div>
  );
}
