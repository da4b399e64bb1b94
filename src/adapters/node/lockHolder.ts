/**
 * Who holds a data folder's lock file and whether a start may take it over: the rules of `lockDataDir`, pure so
 * each case is a test. The file's lines: pid, host name, when it was taken (ISO), the holder's random token, and its
 * process space (`processSpace`). Its modification time is the holder's heartbeat.
 */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** Epoch ms; NaN when unreadable. */
  readonly lockedAt: number;
  /** Null in a lock of the earlier format (pid, host, time), whose holder never refreshed it. */
  readonly token: string | null;
  /** Empty when unknown. */
  readonly space: string;
}

export const formatHolder = (holder: LockHolder): string =>
  `${holder.pid}\n${holder.host}\n${new Date(holder.lockedAt).toISOString()}\n${holder.token ?? ''}\n${holder.space}\n`;

/** The holder a lock file's text names, or null when it is malformed. */
export function holderIn(text: string): LockHolder | null {
  const [pidLine, host = '', time = '', token = '', space = ''] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, host, lockedAt: Date.parse(time), token: token === '' ? null : token, space };
}

/** Why a start is refused: another host's lock, a holder seen running here, or a lock kept fresh past the wait. */
export type LockRefusal = 'other-host' | 'held' | 'fresh';

/** What a start does with the lock it found: take it over, wait for it to go stale, or refuse. */
export type LockVerdict = { readonly kind: 'take' } | { readonly kind: 'wait' } | { readonly kind: 'refuse'; readonly reason: LockRefusal };

/** What a start knows when it finds a lock. */
export interface LockFacts {
  readonly holder: LockHolder | null;
  /** Since the lock's last refresh (its modification time). */
  readonly ageMs: number;
  readonly staleMs: number;
  /** This server's host name and process space. */
  readonly host: string;
  readonly space: string;
  /** Whether a process with the holder's pid runs in this process space and started before the lock was taken. */
  readonly holderRuns: boolean;
}

/**
 * The rules. A lock written on another host is never taken over, fresh or stale (its holder's liveness cannot be seen
 * from here). In this process space (the same boot and pid namespace), a pid tells: a running holder refuses, a
 * holder gone (killed, or its pid reused since) is replaced at once. Otherwise (another container under this host
 * name, both Node PID 1 perhaps) only the heartbeat tells: a lock refreshed within `staleMs` is waited for, one not
 * refreshed for longer is replaced. A lock of the earlier format whose pid runs here refuses; a malformed lock is
 * waited for until stale.
 */
export function judgeLock(facts: LockFacts): LockVerdict {
  const { holder, ageMs, staleMs, host, space, holderRuns } = facts;
  const stale = ageMs >= staleMs;
  if (holder === null) return stale ? { kind: 'take' } : { kind: 'wait' };
  if (holder.host !== host) return { kind: 'refuse', reason: 'other-host' };
  if (holder.space !== '' && holder.space === space) return holderRuns ? { kind: 'refuse', reason: 'held' } : { kind: 'take' };
  if (holder.token === null && holderRuns) return { kind: 'refuse', reason: 'held' };
  return stale ? { kind: 'take' } : { kind: 'wait' };
}
