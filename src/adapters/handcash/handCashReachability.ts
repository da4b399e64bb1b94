import type { WalletStatus } from '../../domain/operations/serverStatus';
import type { WalletProbe } from '../../ports/serverProbes.port';

/** A reading of HandCash is reused this long, so a busy status page does not call HandCash on every visit. */
export const HANDCASH_PROBE_REUSE_MS = 60_000;
/** No answer in this time counts HandCash as unreachable. */
export const HANDCASH_PROBE_TIMEOUT_MS = 3_000;

/** The sandbox wallet is part of this server: configured and reachable whenever the server is. */
export const sandboxWalletProbe: WalletProbe = { check: async () => ({ mode: 'sandbox', configured: true, reachable: true }) };

/**
 * HandCash Connect at `connectUrl`: any HTTP answer (even 404) counts as reachable, as the probe only asks whether
 * the service answers; no credentials are sent. Without an app id it is not probed (`reachable: null`).
 */
export class HandCashReachability implements WalletProbe {
  private last: { readonly at: number; readonly reachable: boolean } | null = null;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly connectUrl: string,
    private readonly configured: boolean,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs: number = HANDCASH_PROBE_TIMEOUT_MS,
  ) {}

  async check(): Promise<WalletStatus> {
    if (!this.configured) return { mode: 'handcash', configured: false, reachable: null };
    if (this.last === null || this.now() - this.last.at >= HANDCASH_PROBE_REUSE_MS) {
      this.inFlight ??= this.ask().finally(() => (this.inFlight = null));
      this.last = { at: this.now(), reachable: await this.inFlight };
    }
    return { mode: 'handcash', configured: true, reachable: this.last.reachable };
  }

  private ask(): Promise<boolean> {
    return fetch(this.connectUrl, { method: 'HEAD', signal: AbortSignal.timeout(this.timeoutMs) }).then(
      () => true,
      () => false,
    );
  }
}
