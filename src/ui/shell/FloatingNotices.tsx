import { OfflineAnswersNote } from './OfflineAnswersNote';
import { UpdatePrompt } from './UpdatePrompt';
import './shellToast.css';

/**
 * The notices that float above every page at the bottom of the window, side by side (one above the other on a
 * narrow screen): the offline note at the left, the new-version prompt at the right.
 */
export function FloatingNotices() {
  return (
    <div className="shell-toasts">
      <OfflineAnswersNote />
      <UpdatePrompt />
    </div>
  );
}
