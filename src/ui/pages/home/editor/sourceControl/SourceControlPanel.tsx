import { useObservableValue } from '../../../../app/useObservableValue';
import type { SourceControlPanelProps } from './sourceControlPanelProps';
import { ChangeList } from './ChangeList';
import { CommitForm } from './CommitForm';
import { CommitLog } from './CommitLog';
import { DiffView } from './DiffView';
import { BRANCH_LABEL, DOWNLOAD_ZIP, NOT_PUSHED_NOTE, READING_REPOSITORY, REPOSITORY_UNAVAILABLE } from './sourceControl.texts';
import './sourceControl.css';

/** Source Control: the branch, the changes since the last commit with their diffs, the commit form, the log, the zip. */
export default function SourceControlPanel({ store }: SourceControlPanelProps) {
  const state = useObservableValue(store.state$);
  const download = (
    <button type="button" className="scm-download" onClick={() => void store.download()}>
      {DOWNLOAD_ZIP}
    </button>
  );
  if (state.repository !== 'ready') {
    return (
      <div className="side-panel-text scm">
        <p role={state.repository === 'loading' ? 'status' : 'alert'}>{state.repository === 'loading' ? READING_REPOSITORY : REPOSITORY_UNAVAILABLE}</p>
        {download}
      </div>
    );
  }
  return (
    <div className="scm">
      <p className="scm-branch">
        {BRANCH_LABEL}: <strong>{state.branch}</strong>
      </p>
      <CommitForm commit={state.commit} onCommit={(message) => store.commit(message)} />
      <ChangeList changes={state.changes} shown={state.diff?.path ?? null} onShow={(path) => store.showDiff(path)} />
      {state.diff === null ? null : <DiffView diff={state.diff} onClose={() => store.showDiff(null)} />}
      <CommitLog log={state.log} />
      {download}
      <p className="scm-note">{NOT_PUSHED_NOTE}</p>
    </div>
  );
}
