import type { ChangeSignals } from '../../ports/changeSignals.port';
import type { SessionRepository, StoredSession } from '../../ports/sessionRepository.port';

/**
 * How long a server trusts a session it read. Its own sign-outs take effect at once, another server's as soon as
 * its change signal arrives (milliseconds); this bound holds if a signal is lost.
 */
export const SESSION_READ_CACHE_MS = 500;
/**
 * The same on the embedded database: one server owns it (its folder is locked) and every session write goes through
 * its repository, which forgets what it changes, so this is only a bound; every purchase or claim asks who is
 * signed in, and re-reading each signed-in person's session twice a second was a quarter of a purchase's statements.
 */
export const EMBEDDED_SESSION_READ_CACHE_MS = 60_000;
/** A bound on the sessions kept in memory; past it the oldest are dropped. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * A SessionRepository that remembers found sessions for `ttlMs`, so a signed-in person's requests do not each
 * read the sessions table (every claim or submission asks who is signed in). Requests that miss at the same time
 * share one read (else, when the period ends under load, each of them queues its own query on PGlite's single
 * connection). Found-missing answers are not kept; every change through it forgets the session it touched and
 * sends the `sessions` change signal with its id hash, and hearing one (from any server) forgets that session (all,
 * without a key). A read that began before a change never stores its older answer.
 */
export class CachedSessionRepository implements SessionRepository {
  private readonly found = new Map<string, { readonly at: number; readonly session: StoredSession }>();
  private readonly reading = new Map<string, Promise<StoredSession | null>>();
  /** Counts the changes made through this repository: a read stores its answer only if none came meanwhile. */
  private changes = 0;

  constructor(
    private readonly inner: SessionRepository,
    private readonly ttlMs: number = SESSION_READ_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly signals: ChangeSignals | null = null,
  ) {
    signals?.listen(({ topic, key }) => {
      if (topic === 'everything' || (topic === 'sessions' && key === null)) this.forgetAll();
      else if (topic === 'sessions' && key !== null) this.forget(key);
    });
  }

  create(session: StoredSession): Promise<void> {
    this.forget(session.idHash);
    return this.inner.create(session);
  }

  find(idHash: string): Promise<StoredSession | null> {
    const at = this.now();
    const cached = this.found.get(idHash);
    if (cached !== undefined && at - cached.at < this.ttlMs) return Promise.resolve(cached.session);
    const shared = this.reading.get(idHash);
    if (shared !== undefined) return shared;
    const changes = this.changes;
    const read = this.inner.find(idHash).then((session) => {
      if (changes !== this.changes) return session;
      if (session === null) {
        this.found.delete(idHash);
        return null;
      }
      if (this.found.size >= MAX_CACHED_SESSIONS) this.found.delete(this.found.keys().next().value as string);
      this.found.set(idHash, { at, session });
      return session;
    });
    const settled = read.finally(() => {
      if (this.reading.get(idHash) === settled) this.reading.delete(idHash);
    });
    this.reading.set(idHash, settled);
    return settled;
  }

  async markVerified(idHash: string, at: number): Promise<void> {
    this.forget(idHash);
    await this.inner.markVerified(idHash, at);
    this.forget(idHash);
    void this.signals?.send('sessions', idHash);
  }

  async delete(idHash: string): Promise<boolean> {
    this.forget(idHash);
    const deleted = await this.inner.delete(idHash);
    this.forget(idHash);
    void this.signals?.send('sessions', idHash);
    return deleted;
  }

  async deleteExpired(now: number): Promise<number> {
    this.forgetAll();
    const deleted = await this.inner.deleteExpired(now);
    if (deleted > 0) void this.signals?.send('sessions');
    return deleted;
  }

  /** Drops every session known, and keeps reads already under way from storing their answers. */
  private forgetAll(): void {
    this.changes += 1;
    this.found.clear();
    this.reading.clear();
  }

  /** Drops what is known of one session, and keeps reads already under way from storing their answers. */
  private forget(idHash: string): void {
    this.changes += 1;
    this.found.delete(idHash);
    this.reading.delete(idHash);
  }
}
