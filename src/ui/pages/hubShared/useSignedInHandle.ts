import { UserSessionStore } from '../../../application/session/userSessionStore';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';

/** The signed-in person's HandCash handle, or null when nobody is signed in. */
export function useSignedInHandle(): string | null {
  const { session } = useObservableValue(useService(UserSessionStore).state$);
  return session?.profile.handle ?? null;
}
