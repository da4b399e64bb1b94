import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import type { JobLeadership } from '../../ports/jobLeadership.port';
import type { Schema } from './schema';

/** One set of queries for both engines: drizzle over PGlite (embedded) or node-postgres (a server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * An open database: the drizzle handle, which engine it is, the change signals between the servers on it, who of
 * them runs the scheduled jobs, and how to close it.
 */
export interface DatabaseConnection {
  readonly db: Database;
  readonly engine: 'pglite' | 'postgres';
  /** `LISTEN/NOTIFY` on PostgreSQL; in process on PGlite (one writer per data folder). */
  readonly signals: ChangeSignals;
  /** An advisory lock on PostgreSQL; on PGlite the one server always leads. */
  readonly leadership: JobLeadership;
  /** Ends the connection(s); PGlite flushes its files first. */
  close(): Promise<void>;
}

/**
 * Thrown by a repository when the database could not answer (down, unreachable, timed out). The HTTP layer
 * turns it into a 503; nothing was written.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/** True when `error` (or its cause, as drizzle wraps driver errors) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = current.cause;
  }
  return false;
}
