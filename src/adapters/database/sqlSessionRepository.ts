import { eq, lte } from 'drizzle-orm';
import { validateProfile } from '../../domain/session/profile';
import type { SessionRepository, StoredSession } from '../../ports/sessionRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { sessions } from './schema';

type Row = typeof sessions.$inferSelect;

const toSession = (row: Row): StoredSession | null => {
  const profile = validateProfile(row.profile);
  return profile === null ? null : { ...row, profile };
};

/** Sessions in PostgreSQL or PGlite, through drizzle. */
export class SqlSessionRepository implements SessionRepository {
  constructor(private readonly db: Database) {}

  async create(session: StoredSession): Promise<void> {
    await guardDatabase(() => this.db.insert(sessions).values(session));
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const rows = await guardDatabase(() => this.db.select().from(sessions).where(eq(sessions.idHash, idHash)));
    const row = rows[0];
    return row === undefined ? null : toSession(row);
  }

  async markVerified(idHash: string, at: number): Promise<void> {
    await guardDatabase(() => this.db.update(sessions).set({ verifiedAt: at }).where(eq(sessions.idHash, idHash)));
  }

  async delete(idHash: string): Promise<boolean> {
    const rows = await guardDatabase(() =>
      this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash }),
    );
    return rows.length > 0;
  }

  async deleteExpired(now: number): Promise<number> {
    const rows = await guardDatabase(() =>
      this.db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ idHash: sessions.idHash }),
    );
    return rows.length;
  }
}
