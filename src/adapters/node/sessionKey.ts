import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AesTokenCipher } from './aesTokenCipher';

/** The file under `DATA_DIR` that holds the generated key when `SESSION_SECRET` is unset. */
export const SESSION_KEY_FILE = 'session.key';

/**
 * The cipher for auth tokens at rest: from `SESSION_SECRET` when set; otherwise from a random key generated
 * once and kept (readable by this user only) in `DATA_DIR/session.key`, so sessions survive restarts.
 */
export async function sessionCipher(secret: string | null, dataDir: string): Promise<AesTokenCipher> {
  if (secret !== null) return AesTokenCipher.fromSecret(secret);
  const path = join(dataDir, SESSION_KEY_FILE);
  try {
    const key = Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
    if (key.length === 32) return new AesTokenCipher(key);
  } catch {
    // No key yet: make one below.
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two processes starting at once cannot overwrite each other's key; the loser reads the winner's.
  try {
    await writeFile(path, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return new AesTokenCipher(key);
  } catch {
    return new AesTokenCipher(Buffer.from((await readFile(path, 'utf8')).trim(), 'hex'));
  }
}
