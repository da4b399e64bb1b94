import { constants } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { copyFile, link, open, readFile, stat, unlink } from 'node:fs/promises';

/** What `link` answers on a file system without hard links. */
const LINKS_UNSUPPORTED = ['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'];
/** A takeover mutex older than this was left by a crash in the middle of a takeover. */
const TAKEOVER_STALE_MS = 10_000;

export const readText = (path: string): Promise<string | null> => readFile(path, 'utf8').catch(() => null);

/**
 * Creates `path` with `text` (mode 0600) unless it exists (false then). The text is written to a file of this
 * process first and linked into place, so no one ever reads a lock half-written; a file that cannot be written (a
 * full disk) is removed. `link` is atomic on local and network file systems (NFS included), as `O_EXCL` is not on old NFS.
 */
export async function createExclusive(path: string, text: string): Promise<boolean> {
  const draft = `${path}.${randomUUID()}`;
  try {
    const file = await open(draft, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await link(draft, path).catch(async (error: NodeJS.ErrnoException) => {
      // A file system without hard links: an exclusive copy, which fails as well when the lock exists.
      if (error.code === 'EEXIST' || !LINKS_UNSUPPORTED.includes(error.code ?? '')) throw error;
      await copyFile(draft, path, constants.COPYFILE_EXCL);
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Removes the file at `path` if it still reads `seen` and `stillRemovable()` (asked under the mutex, on a fresh look)
 * agrees. Only the holder of the takeover mutex (`path.takeover`, created exclusively) removes it, so a server
 * replacing a dead lock never removes the new one another server has just written in its place (the race of
 * mkdir-and-rmdir locks). False when another start holds the mutex (try again shortly).
 */
export async function removeIfStill(path: string, seen: string, stillRemovable: () => Promise<boolean>): Promise<boolean> {
  const mutex = `${path}.takeover`;
  if (!(await createExclusive(mutex, `${process.pid}\n`))) {
    const age = Date.now() - ((await stat(mutex).catch(() => null))?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) await unlink(mutex).catch(() => undefined);
    return false;
  }
  try {
    if ((await readText(path)) === seen && (await stillRemovable())) await unlink(path).catch(() => undefined);
    return true;
  } finally {
    await unlink(mutex).catch(() => undefined);
  }
}
