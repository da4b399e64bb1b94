/** The Bitcoin SV network a transaction is relayed to. */
export type BsvNetwork = 'mainnet' | 'testnet';

/** The network relayed to unless the server is told otherwise: never mainnet by default. */
export const DEFAULT_BSV_NETWORK: BsvNetwork = 'testnet';

/** Public ARC endpoints whose network is known, by host. */
const KNOWN_ARC_HOSTS: Readonly<Record<string, BsvNetwork>> = {
  'arc.taal.com': 'mainnet',
  'api.taal.com': 'mainnet',
  'arc.gorillapool.io': 'mainnet',
  'arc-test.taal.com': 'testnet',
  'testnet.arc.gorillapool.io': 'testnet',
};

/** The network of a known public ARC host (lower-case), or null for any other host (a private or local ARC). */
export const knownArcNetwork = (host: string): BsvNetwork | null => KNOWN_ARC_HOSTS[host.toLowerCase()] ?? null;

export const isBsvNetwork = (text: string): text is BsvNetwork => text === 'mainnet' || text === 'testnet';
