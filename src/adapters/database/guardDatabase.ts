import { DatabaseUnavailableError } from './database';

/** SQLSTATE classes that mean the database cannot answer now: connection (08), resources (53), operator (57). */
const UNAVAILABLE_CLASSES = ['08', '53', '57'];

function sqlState(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

/**
 * Runs a query; a failure that is not a SQL error of the query itself (refused connection, timeout, a server
 * shutting down, a closed PGlite) becomes `DatabaseUnavailableError`. Query errors (bugs) pass through.
 */
export async function guardDatabase<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    const state = sqlState(error);
    if (state !== null && !UNAVAILABLE_CLASSES.includes(state.slice(0, 2))) throw error;
    throw new DatabaseUnavailableError(error);
  }
}
