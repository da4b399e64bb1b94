import { asc, eq } from 'drizzle-orm';
import type { ConnectedRepositoryStore, StoredConnectedRepository } from '../../ports/repositories/connectedRepositoryStore.port';
import { connectedRepositories } from './connectedRepositorySchema';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

type Row = typeof connectedRepositories.$inferSelect;

const toRepository = ({ fullNameKey: _key, ...row }: Row): StoredConnectedRepository => ({ ...row, maintainers: row.maintainers.filter((login) => typeof login === 'string') });

/** Connected repositories in PostgreSQL or PGlite, through drizzle. */
export class SqlConnectedRepositoryStore implements ConnectedRepositoryStore {
  constructor(private readonly db: Database) {}

  async add(repository: StoredConnectedRepository): Promise<'added' | 'already-connected'> {
    const rows = await guardDatabase(() =>
      this.db
        .insert(connectedRepositories)
        .values({ ...repository, maintainers: [...repository.maintainers], fullNameKey: repository.fullName.toLowerCase() })
        .onConflictDoNothing({ target: connectedRepositories.fullNameKey })
        .returning({ id: connectedRepositories.id }),
    );
    return rows.length === 1 ? 'added' : 'already-connected';
  }

  async list(): Promise<readonly StoredConnectedRepository[]> {
    const rows = await guardDatabase(() => this.db.select().from(connectedRepositories).orderBy(asc(connectedRepositories.connectedAt), asc(connectedRepositories.id)));
    return rows.map(toRepository);
  }

  async find(id: string): Promise<StoredConnectedRepository | null> {
    const rows = await guardDatabase(() => this.db.select().from(connectedRepositories).where(eq(connectedRepositories.id, id)));
    return rows[0] === undefined ? null : toRepository(rows[0]);
  }

  async remove(id: string): Promise<StoredConnectedRepository | null> {
    const rows = await guardDatabase(() => this.db.delete(connectedRepositories).where(eq(connectedRepositories.id, id)).returning());
    return rows[0] === undefined ? null : toRepository(rows[0]);
  }
}
