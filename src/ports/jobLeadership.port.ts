/**
 * Which server runs the scheduled jobs (claim expiry and reminders): one at a time across the servers of a
 * database. On PostgreSQL a session-level advisory lock held by the leader; on PGlite (one writer per data folder)
 * the one server always leads. When the leader stops, its lock ends with its connection and another takes it.
 */
export interface JobLeadership {
  /** Whether this server leads now; when it does not, tries to take the lead first. Never rejects (false). */
  leads(): Promise<boolean>;
  /** Gives the lead up (the server is closing). */
  close(): Promise<void>;
}
