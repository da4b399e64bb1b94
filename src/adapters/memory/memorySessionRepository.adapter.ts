import type { SessionRepository, StoredSession } from '../../ports/sessionRepository.port';

/** The sessions repository in memory, keyed by id hash like the database table (tests). */
export class MemorySessionRepository implements SessionRepository {
  private readonly sessions = new Map<string, StoredSession>();

  /** The sessions kept now, in the order they were made (for tests to look at). */
  get stored(): readonly StoredSession[] {
    return [...this.sessions.values()];
  }

  create(session: StoredSession): Promise<void> {
    if (this.sessions.has(session.idHash)) return Promise.reject(new Error(`a session with id hash ${session.idHash} exists`));
    this.sessions.set(session.idHash, session);
    return Promise.resolve();
  }

  find(idHash: string): Promise<StoredSession | null> {
    return Promise.resolve(this.sessions.get(idHash) ?? null);
  }

  markVerified(idHash: string, at: number): Promise<void> {
    const session = this.sessions.get(idHash);
    if (session !== undefined) this.sessions.set(idHash, { ...session, verifiedAt: at });
    return Promise.resolve();
  }

  delete(idHash: string): Promise<boolean> {
    return Promise.resolve(this.sessions.delete(idHash));
  }

  deleteExpired(now: number): Promise<number> {
    const expired = [...this.sessions.values()].filter((session) => session.expiresAt <= now);
    for (const session of expired) this.sessions.delete(session.idHash);
    return Promise.resolve(expired.length);
  }
}
