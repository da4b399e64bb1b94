import type { Container } from 'inversify';
import { OfflineAnswersStore } from '../application/shell/offlineAnswersStore';
import { BrowserOfflineAnswers } from '../adapters/browser/browserOfflineAnswers.adapter';
import { OfflineAnswers } from '../ports/offlineAnswers.port';
import { bindService } from './resolve';

/**
 * The offline note's store over the answers the service worker says it gave this tab (loaded with the note, after the
 * page is idle: `updatePromptRoot.tsx`). A container that already has the adapter (the tests') keeps it.
 */
export function bindOfflineAnswers(container: Container): void {
  if (!container.isBound(OfflineAnswers)) container.bind(OfflineAnswers).toConstantValue(new BrowserOfflineAnswers());
  bindService(container, OfflineAnswersStore, (get) => new OfflineAnswersStore(get(OfflineAnswers)));
}
