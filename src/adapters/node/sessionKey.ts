import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AesTokenCipher } from './aesTokenCipher';

/** The file under `DATA_DIR` that holds the generated key when `SESSION_SECRET` is unset. */
export const SESSION_KEY_FILE = 'session.key';

/** Thrown when the key file exists but cannot be used; names the file, so the person knows what to fix. */
export class SessionKeyFileError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`The session key file ${path} ${reason}. Restore it, or delete it to make a new key (every signed-in session then ends).`);
    this.name = 'SessionKeyFileError';
  }
}

/** The key in the file at `path`; null when there is no file yet. */
async function readKey(path: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = (await readFile(path, 'utf8')).trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new SessionKeyFileError(path, `cannot be read (${code ?? String(error)})`);
  }
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new SessionKeyFileError(path, 'does not hold a key (64 hexadecimal digits)');
  return Buffer.from(text, 'hex');
}

/**
 * The cipher for auth tokens at rest: from `SESSION_SECRET` when set; otherwise from a random key generated
 * once and kept (readable by this user only) in `DATA_DIR/session.key`, so sessions survive restarts. Rejects with
 * `SessionKeyFileError` when that file exists but is unreadable or malformed: replacing it would silently end
 * every session.
 */
export async function sessionCipher(secret: string | null, dataDir: string): Promise<AesTokenCipher> {
  if (secret !== null) return AesTokenCipher.fromSecret(secret);
  const path = join(dataDir, SESSION_KEY_FILE);
  const kept = await readKey(path);
  if (kept !== null) return new AesTokenCipher(kept);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // 'wx': two processes starting at once cannot overwrite each other's key; the loser reads the winner's.
  try {
    await writeFile(path, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return new AesTokenCipher(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new SessionKeyFileError(path, `cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    const winner = await readKey(path);
    if (winner === null) throw new SessionKeyFileError(path, 'vanished while it was being made');
    return new AesTokenCipher(winner);
  }
}
