import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders under `DATA_DIR`: this user only. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** Files under `DATA_DIR`: this user only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dataDir` and everything under it readable by this user only (folders 0700, files 0600). PGlite writes
 * its files 0666 whatever the umask, so the server calls this after opening the database and again at a clean
 * stop; between the two, the 0700 folder already keeps other users out of what PGlite adds.
 */
export async function restrictToOwner(dataDir: string): Promise<void> {
  await chmod(dataDir, PRIVATE_FOLDER_MODE);
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      // An entry PGlite removes meanwhile (a temporary file) needs no mode.
      if (entry.isDirectory()) return chmod(path, PRIVATE_FOLDER_MODE).catch(() => undefined);
      return entry.isFile() ? chmod(path, PRIVATE_FILE_MODE).catch(() => undefined) : undefined;
    }),
  );
}
