import { commitSummary } from '../../../../../domain/sourceControl/commitMessage';
import { shortCommitId, type CommitEntry } from '../../../../../domain/sourceControl/repository';
import { COMMITTED_AT, LOG_HEADING, NO_COMMITS } from './sourceControl.texts';

/** The branch's commits, newest first. */
export function CommitLog({ log }: { readonly log: readonly CommitEntry[] }) {
  return (
    <section aria-labelledby="scm-log-heading">
      <h3 id="scm-log-heading" className="scm-heading">
        {LOG_HEADING}
      </h3>
      {log.length === 0 ? (
        <p className="scm-note">{NO_COMMITS}</p>
      ) : (
        <ol className="scm-log">
          {log.map((entry) => (
            <li key={entry.id}>
              <span className="scm-log-message">{commitSummary(entry.message)}</span>
              <span className="scm-log-meta">
                <code>{shortCommitId(entry.id)}</code> {entry.author}, {COMMITTED_AT(entry.timestamp)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
