import { err, ok, type Result } from '../../domain/shared/result';
import { parseIpRange, type IpRange } from '../../domain/operations/ipAddress';

/** The proxies in front of the server (docs/configuration.md, docs/operations.md "Behind a proxy"). */
export interface TrustedProxiesEnvironment {
  /** Comma-separated IP addresses or CIDR ranges; unset: no `X-Forwarded-For` is trusted. */
  readonly TRUSTED_PROXIES?: string;
}

/** The trusted proxies' ranges (none by default), or the first entry that is not an address or a range. */
export function resolveTrustedProxies(env: TrustedProxiesEnvironment): Result<readonly IpRange[], { variable: 'TRUSTED_PROXIES'; message: string }> {
  const text = env.TRUSTED_PROXIES?.trim() ?? '';
  if (text === '') return ok([]);
  const ranges: IpRange[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    const range = parseIpRange(entry);
    if (range === null) {
      return err({ variable: 'TRUSTED_PROXIES', message: `has "${entry}", which is not an IP address or a CIDR range (e.g. 10.0.0.0/8, fd00::/8)` });
    }
    ranges.push(range);
  }
  return ok(ranges);
}
