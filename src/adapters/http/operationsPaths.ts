/** The operations endpoints, shared by the server's routes and the browser's status page adapter. */
export const OPERATIONS_PATHS = {
  /** `GET`: 200 while the process serves requests (liveness); asks nothing else. */
  health: '/api/health',
  /** `GET`: 200 when the database answers and every migration is applied, else 503 `not-ready` (readiness). */
  ready: '/api/ready',
  /** `GET`: the whole `ServerStatus` (database, GitHub, wallet, version), 200 even when not ready. */
  status: '/api/status',
} as const;
