import { useEffect } from 'react';
import { AppUpdateStore } from '../../application/shell/appUpdateStore';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { UPDATE_HELD_TEXT, UPDATE_READY_TEXT, UPDATE_RELOAD_LABEL } from './appUpdate.texts';
import './updatePrompt.css';

/**
 * "A new version is ready — Reload", on every route once a new version of the app waits. Reload refuses while the
 * editor holds unsaved tabs and says why; nothing reloads without the person asking. One of the floating
 * notices (`FloatingNotices.tsx`), mounted by their own root once the page is idle (`updatePromptRoot.tsx`).
 */
export function UpdatePrompt() {
  const store = useService(AppUpdateStore);
  const { ready, held } = useObservableValue(store.state$);
  useEffect(() => store.watch(), [store]);
  if (!ready) return null;
  return (
    <div className="shell-toast update-prompt" role="status" aria-live="polite">
      <span>{`${UPDATE_READY_TEXT} — `}</span>
      <button type="button" onClick={() => store.reload()}>
        {UPDATE_RELOAD_LABEL}
      </button>
      {held ? <span className="update-prompt-held">{UPDATE_HELD_TEXT}</span> : null}
    </div>
  );
}
