import type { StorageNotice } from '../../../../application/editor/editorState';
import { DISMISS_LABEL, STORAGE_NOTICES } from './editor.texts';

/** Says where the work is kept when it is not (storage full or unavailable), or that another tab saved. */
export function StorageNoticeBar({ notice, onDismiss }: { readonly notice: StorageNotice | null; readonly onDismiss: () => void }) {
  if (notice === null) return null;
  return (
    <div className={notice === 'adopted' ? 'storage-notice' : 'storage-notice storage-notice-warning'} role="alert">
      <span>{STORAGE_NOTICES[notice]}</span>
      <button type="button" className="link-button" onClick={onDismiss}>
        {DISMISS_LABEL}
      </button>
    </div>
  );
}
