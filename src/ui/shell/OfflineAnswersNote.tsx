import { useEffect } from 'react';
import { OfflineAnswersStore } from '../../application/shell/offlineAnswersStore';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { offlineAnswersNote } from './offlineAnswers.texts';

/**
 * "Offline: this page shows its data as of …", on any page that read some of its data from the copy the service
 * worker kept, with the time of the oldest such answer; gone once the page reads fresh answers. One of the floating
 * notices (`FloatingNotices.tsx`), mounted once the page is idle (`updatePromptRoot.tsx`).
 */
export function OfflineAnswersNote() {
  const store = useService(OfflineAnswersStore);
  const { asOf } = useObservableValue(store.state$);
  useEffect(() => store.watch(), [store]);
  if (asOf === null) return null;
  return (
    <div className="shell-toast" role="status">
      {offlineAnswersNote(asOf)}
    </div>
  );
}
