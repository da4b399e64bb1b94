import type { Devchain } from '../../application/devchain/devchain';

/** What the devchain's routes need: the chain once started, the time, and its fee rate (for chain info). */
export interface DevchainRouteContext {
  readonly chain: () => Promise<Devchain>;
  readonly now: () => number;
  readonly satsPerKilobyte: number;
}
