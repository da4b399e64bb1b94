import { memo, useMemo } from 'react';
import { EditorStore } from '../../../../application/editor/editorStore';
import { BranchStore } from '../../../../application/sourceControl/branchStore';
import { Connectivity } from '../../../../ports/connectivity.port';
import { useObservableValue } from '../../../app/useObservableValue';
import { useService } from '../../../app/useService';
import { STATUS_BRANCH_LABEL, STATUS_ENCODING, STATUS_INDENTATION, STATUS_OFFLINE, STATUS_OFFLINE_TOOLTIP } from './editor.texts';
import { languageLabel } from './languageLabels.texts';

interface StatusBarProps {
  readonly language: string | null;
}

/**
 * The bottom bar: `Offline` while the browser has no network, the workspace repository's branch, encoding, the active tab's language, the cursor's line and column, indentation. It reads
 * the cursor itself, so a cursor move renders this bar and nothing else of the workbench.
 */
export const StatusBar = memo(function StatusBar({ language }: StatusBarProps) {
  const store = useService(EditorStore);
  const cursor = useObservableValue(useMemo(() => store.select((state) => state.cursor), [store]));
  const { branch } = useObservableValue(useService(BranchStore).state$);
  const connectivity = useService(Connectivity);
  const online = useObservableValue(useMemo(() => connectivity.online(), [connectivity]), true);
  return (
    <section className="status-bar" aria-label="Status bar">
      <span title={STATUS_BRANCH_LABEL}>
        <span aria-hidden="true">⎇ </span>
        {branch}
      </span>
      <span className="status-bar-right">
        {online ? null : (
          <span className="status-bar-offline" role="status" title={STATUS_OFFLINE_TOOLTIP}>
            {STATUS_OFFLINE}
          </span>
        )}
        <span>{STATUS_ENCODING}</span>
        {language === null ? null : <span>{languageLabel(language)}</span>}
        <span>{`Ln ${cursor.line}, Col ${cursor.column}`}</span>
        <span>{STATUS_INDENTATION}</span>
      </span>
    </section>
  );
});
