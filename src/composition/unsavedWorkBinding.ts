import type { Container } from 'inversify';
import { UnsavedWork } from '../application/shell/unsavedWork';
import { bindService } from './resolve';

/** The page's one UnsavedWork, bound by whichever loads first: the update prompt or a feature that holds work. */
export function bindUnsavedWork(container: Container): UnsavedWork {
  if (!container.isBound(UnsavedWork)) bindService(container, UnsavedWork, () => new UnsavedWork());
  return container.get(UnsavedWork);
}
