import type { FileChange } from '../../../../../domain/sourceControl/fileChanges';
import { CHANGE_KIND_BADGES, CHANGE_KIND_LABELS, CHANGES_HEADING, NO_CHANGES, SAVED_FILES_NOTE } from './sourceControl.texts';

interface ChangeListProps {
  readonly changes: readonly FileChange[];
  readonly shown: string | null;
  readonly onShow: (path: string) => void;
}

/** The files changed since the last commit; choosing one shows its diff. */
export function ChangeList({ changes, shown, onShow }: ChangeListProps) {
  if (changes.length === 0) return <p className="scm-note">{NO_CHANGES}</p>;
  return (
    <section aria-labelledby="scm-changes-heading">
      <h3 id="scm-changes-heading" className="scm-heading">
        {CHANGES_HEADING(changes.length)}
      </h3>
      <ul className="scm-changes">
        {changes.map((change) => (
          <li key={change.path}>
            <button
              type="button"
              className="scm-change"
              aria-pressed={shown === change.path}
              aria-label={`${CHANGE_KIND_LABELS[change.kind]}: ${change.path}`}
              onClick={() => onShow(change.path)}
            >
              <span className="scm-change-path">{change.path}</span>
              <span className={`scm-badge scm-badge-${change.kind}`} aria-hidden="true">
                {CHANGE_KIND_BADGES[change.kind]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="scm-note">{SAVED_FILES_NOTE}</p>
    </section>
  );
}
