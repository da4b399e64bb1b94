import { useEffect } from 'react';
import { OfflineAnswersStore } from '../../application/shell/offlineAnswersStore';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { offlineAnswersNote } from './offlineAnswers.texts';
import './shellToast.css';
import './offlineAnswersNote.css';

/**
 * "Offline: this page shows its data as of …", on any page that read some of its data from the copy the service
 * worker kept, with the time of the oldest such answer; gone once the page reads fresh answers. Mounted with the
 * new-version prompt once the page is idle (`updatePromptRoot.tsx`).
 */
export function OfflineAnswersNote() {
  const store = useService(OfflineAnswersStore);
  const { asOf } = useObservableValue(store.state$);
  useEffect(() => store.watch(), [store]);
  if (asOf === null) return null;
  return (
    <div className="shell-toast offline-answers-note" role="status">
      {offlineAnswersNote(asOf)}
    </div>
  );
}
