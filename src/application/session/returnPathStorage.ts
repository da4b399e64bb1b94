import { safeReturnPath } from '../../domain/session/returnPath';
import type { KeyValueStore } from '../../ports/keyValueStore.port';

/** Tab-storage key of the in-app address sign-in returns to once the wallet sends the user back. */
export const RETURN_PATH_STORAGE_KEY = 'handcashReturnPath';

/** Keeps `path` (made safe: an in-app path, else home) in tab storage across the wallet's redirect. */
export const rememberReturnPath = (tabStore: KeyValueStore, path: string): void =>
  tabStore.write(RETURN_PATH_STORAGE_KEY, safeReturnPath(path));

/** The kept in-app path to return to; home when none is kept or it is not safe. */
export const recallReturnPath = (tabStore: KeyValueStore): string => safeReturnPath(tabStore.read(RETURN_PATH_STORAGE_KEY));
