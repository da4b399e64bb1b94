import { useDeferredValue, useMemo, useState } from 'react';
import { EditorStore } from '../../../../application/editor/editorStore';
import { searchWorkspace } from '../../../../domain/editor/searchWorkspace';
import { useService } from '../../../app/useService';
import { useObservableValue } from '../../../app/useObservableValue';
import { SEARCH_LABEL, SEARCH_NO_MATCHES, SEARCH_PLACEHOLDER } from './editor.texts';

/** The search panel: files by name and lines by content, case-insensitive; a result opens at its line. */
export function SearchPanel() {
  const store = useService(EditorStore);
  const { files } = useObservableValue(store.state$);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => searchWorkspace(files, deferred), [files, deferred]);
  return (
    <>
      <input
        className="side-panel-input"
        type="search"
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {deferred.trim() === '' ? null : matches.length === 0 ? (
        <p className="side-panel-text" role="status">
          {SEARCH_NO_MATCHES}
        </p>
      ) : (
        <ul className="search-results" aria-label="Search results">
          {matches.map((match) => (
            <li key={match.kind === 'name' ? `name:${match.path}` : `${match.path}:${match.line}:${match.column}`}>
              <button
                type="button"
                className="search-result"
                onClick={() => (match.kind === 'name' ? store.openPath(match.path) : store.openAt(match.path, match.line, match.column))}
              >
                <span className="search-result-path">{match.kind === 'name' ? match.path : `${match.path}:${match.line}`}</span>
                {match.kind === 'content' ? <span className="search-result-line">{match.lineText.trim()}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
