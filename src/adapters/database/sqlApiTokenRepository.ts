import { and, desc, eq, gt } from 'drizzle-orm';
import { isApiTokenScope } from '../../domain/apiTokens/apiToken';
import type { ApiTokenRepository, StoredApiToken } from '../../ports/apiTokenRepository.port';
import { apiTokens } from './apiTokenSchema';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

type Row = typeof apiTokens.$inferSelect;

/** A row as a token; scopes the code no longer knows are dropped (never widened). */
const toToken = (row: Row): StoredApiToken => ({ ...row, scopes: (row.scopes as string[]).filter(isApiTokenScope) });

/** Personal API tokens in PostgreSQL or PGlite, through drizzle. */
export class SqlApiTokenRepository implements ApiTokenRepository {
  constructor(private readonly db: Database) {}

  async create(token: StoredApiToken): Promise<void> {
    await guardDatabase(() => this.db.insert(apiTokens).values({ ...token, scopes: [...token.scopes] }));
  }

  async findBySecret(secretHash: string): Promise<StoredApiToken | null> {
    const rows = await guardDatabase(() => this.db.select().from(apiTokens).where(eq(apiTokens.secretHash, secretHash)));
    return rows[0] === undefined ? null : toToken(rows[0]);
  }

  async list(owner: string, now: number): Promise<readonly StoredApiToken[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(apiTokens).where(and(eq(apiTokens.owner, owner), gt(apiTokens.expiresAt, now))).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
    );
    return rows.map(toToken);
  }

  async delete(owner: string, id: string): Promise<StoredApiToken | null> {
    const rows = await guardDatabase(() => this.db.delete(apiTokens).where(and(eq(apiTokens.owner, owner), eq(apiTokens.id, id))).returning());
    return rows[0] === undefined ? null : toToken(rows[0]);
  }

  async markUsed(id: string, at: number): Promise<void> {
    await guardDatabase(() => this.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id)));
  }
}
