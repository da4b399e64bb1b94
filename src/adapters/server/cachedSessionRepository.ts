import type { SessionRepository, StoredSession } from './sessionRepository.port';

/**
 * How long a server trusts a session it read. Its own sign-outs take effect at once; a sign-out on another server
 * on the same PostgreSQL takes effect here within this time.
 */
export const SESSION_READ_CACHE_MS = 500;
/** A bound on the sessions kept in memory; past it the oldest are dropped. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * A SessionRepository that remembers found sessions for `ttlMs`, so a signed-in person's requests do not each
 * read the sessions table (every claim or submission asks who is signed in). Found-missing answers are not kept;
 * every change through it forgets the session it touched.
 */
export class CachedSessionRepository implements SessionRepository {
  private readonly found = new Map<string, { readonly at: number; readonly session: StoredSession }>();

  constructor(
    private readonly inner: SessionRepository,
    private readonly ttlMs: number = SESSION_READ_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  create(session: StoredSession): Promise<void> {
    this.found.delete(session.idHash);
    return this.inner.create(session);
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const at = this.now();
    const cached = this.found.get(idHash);
    if (cached !== undefined && at - cached.at < this.ttlMs) return cached.session;
    const session = await this.inner.find(idHash);
    if (session === null) {
      this.found.delete(idHash);
      return null;
    }
    if (this.found.size >= MAX_CACHED_SESSIONS) this.found.delete(this.found.keys().next().value as string);
    this.found.set(idHash, { at, session });
    return session;
  }

  async markVerified(idHash: string, at: number): Promise<void> {
    this.found.delete(idHash);
    await this.inner.markVerified(idHash, at);
    this.found.delete(idHash);
  }

  async delete(idHash: string): Promise<boolean> {
    this.found.delete(idHash);
    const deleted = await this.inner.delete(idHash);
    this.found.delete(idHash);
    return deleted;
  }

  async deleteExpired(now: number): Promise<number> {
    this.found.clear();
    return this.inner.deleteExpired(now);
  }
}
