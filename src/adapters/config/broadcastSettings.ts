import { DEFAULT_BSV_NETWORK, isBsvNetwork, knownArcNetwork, type BsvNetwork } from '../../domain/bsv/bsvNetwork';
import { err, ok, type Result } from '../../domain/shared/result';

/** The ARC endpoint the server relays signed transactions to (`POST /api/broadcast`). */
export interface BroadcastSettings {
  /** The ARC API base, e.g. `https://arc-test.taal.com` (the server posts to `<url>/v1/tx`). */
  readonly url: string;
  /** Sent as a bearer token when set; never leaves the server. */
  readonly apiKey: string | null;
  /** The only network relayed to. */
  readonly network: BsvNetwork;
  /** The broadcaster must answer within this long. */
  readonly timeoutMs: number;
}

/** The environment variables of the broadcast relay (README, "Configuration"). */
export interface BroadcastEnvironment {
  readonly BSV_BROADCAST_URL?: string;
  readonly BSV_BROADCAST_API_KEY?: string;
  readonly BSV_NETWORK?: string;
}

export const BROADCAST_TIMEOUT_MS = 15_000;

type SettingsError = { readonly variable: keyof BroadcastEnvironment; readonly message: string };

/**
 * The relay's settings when `BSV_BROADCAST_URL` is set, else null (off: `POST /api/broadcast` answers 404).
 * `BSV_NETWORK` is `testnet` unless it says `mainnet`; a known public mainnet ARC host needs `BSV_NETWORK=mainnet`
 * (and a known testnet one refuses it), so mainnet is never reached by mistake.
 */
export function resolveBroadcastSettings(env: BroadcastEnvironment): Result<BroadcastSettings | null, SettingsError> {
  const networkText = env.BSV_NETWORK?.trim().toLowerCase() || DEFAULT_BSV_NETWORK;
  if (!isBsvNetwork(networkText)) return err({ variable: 'BSV_NETWORK', message: 'must be testnet or mainnet' });
  const url = env.BSV_BROADCAST_URL?.trim() ?? '';
  if (url === '') return ok(null);
  const host = /^https?:\/\/([^\s/?#:]+)[^\s]*$/i.exec(url)?.[1];
  if (host === undefined) return err({ variable: 'BSV_BROADCAST_URL', message: 'must be an http(s) URL' });
  const known = knownArcNetwork(host);
  if (known !== null && known !== networkText) {
    return err({ variable: 'BSV_BROADCAST_URL', message: `is a ${known} ARC endpoint: set BSV_NETWORK=${known} to relay there` });
  }
  const apiKey = env.BSV_BROADCAST_API_KEY?.trim() || null;
  return ok({ url: url.replace(/\/+$/, ''), apiKey, network: networkText, timeoutMs: BROADCAST_TIMEOUT_MS });
}
