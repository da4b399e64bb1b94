/** A running throwaway cluster (see postgresCluster.mjs). */
export interface ThrowawayCluster {
  readonly url: string;
  readonly port: number;
  /** Stops the server and removes its files; synchronous, idempotent. */
  stop(): void;
}
export function postgresBinDir(): string | null;
export function startThrowawayCluster(options?: { readonly maxConnections?: number }): Promise<ThrowawayCluster>;
