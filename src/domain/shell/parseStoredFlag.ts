/**
 * Reads a boolean flag kept in storage. Anything but the JSON texts `true` and `false`
 * (nothing stored, invalid JSON, another type) gives the fallback, so a corrupted value never breaks the shell.
 */
export function parseStoredFlag(raw: string | null, fallback: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

export const serializeFlag = (value: boolean): string => (value ? 'true' : 'false');
