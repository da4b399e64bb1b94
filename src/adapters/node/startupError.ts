/** Known error codes of the file system and the network, in words a person can act on. */
const CODE_WORDS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a file stands where a folder should be',
  EEXIST: 'something else already stands at that path',
  EISDIR: 'a folder stands where a file should be',
  EMFILE: 'too many open files',
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name does not resolve',
  ETIMEDOUT: 'the connection timed out',
};

/**
 * Emscripten's errno numbers (PGlite's file system reports them as plain objects `{ errno }`, which printed as
 * "[object Object]").
 */
const EMSCRIPTEN_ERRNO: Readonly<Record<number, string>> = { 2: 'EACCES', 44: 'ENOENT', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS', 54: 'ENOTDIR' };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** One cause in words: the message, the code's meaning and the path, when the error carries them. */
function describeOne(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const errno = field(error, 'errno');
  const rawCode = field(error, 'code');
  const code = typeof rawCode === 'string' ? rawCode : typeof errno === 'number' ? EMSCRIPTEN_ERRNO[errno] : undefined;
  const message = field(error, 'message');
  const path = field(error, 'path');
  const parts = [
    typeof message === 'string' && message !== '' ? message : null,
    code === undefined ? null : CODE_WORDS[code] ? `${code}: ${CODE_WORDS[code]}` : typeof message === 'string' && message.includes(code) ? null : code,
    typeof path === 'string' && !(typeof message === 'string' && message.includes(path)) ? `path ${path}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) return parts.join('; ');
  const text = JSON.stringify(error);
  return text === '{}' ? Object.prototype.toString.call(error) : text;
}

/** A start-up failure in words: the error and its causes, never "[object Object]". */
export function describeStartupError(error: unknown): string {
  const causes: string[] = [];
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    const words = describeOne(current);
    if (!causes.some((earlier) => earlier.includes(words))) causes.push(words);
    current = field(current, 'cause');
  }
  return causes.join(': ');
}

/** An error of one start-up step, naming the step and the path it was working on. */
export class StartupStepError extends Error {
  constructor(step: string, cause: unknown) {
    super(`${step}: ${describeStartupError(cause)}`, { cause });
    this.name = 'StartupStepError';
  }
}

/** Runs `work`, naming `step` (what and where) in its failure. Errors that already name their file pass as they are. */
export async function startupStep<T>(step: string, work: () => Promise<T>, passThrough: (error: unknown) => boolean = () => false): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw passThrough(error) ? error : new StartupStepError(step, error);
  }
}
