import { inIpRange, parseIpAddress, type IpAddress, type IpRange } from './ipAddress';

/**
 * Who made a request, for the write limit, the webhook refusals and the request log. The socket's address, unless
 * it is one of the trusted proxies (`TRUSTED_PROXIES`): then `X-Forwarded-For` is walked from the right (the hops
 * the trusted proxies appended), skipping addresses that are themselves trusted proxies, and the first that is not
 * is the client. A client can write anything to the left of that, so nothing left of it is read. A malformed entry
 * met on the way, or no header, means the socket's address (no client escapes its limit that way). When every hop
 * is a trusted proxy, the left-most one. Addresses come out canonical (`::ffff:1.2.3.4` is `1.2.3.4`); a socket
 * address that is not an IP address (`unknown`) comes out as it is.
 */
export function clientAddressOf(socketAddress: string, forwardedFor: string | undefined, trustedProxies: readonly IpRange[]): string {
  const socket = parseIpAddress(socketAddress);
  if (socket === null) return socketAddress;
  const trusted = (address: IpAddress) => trustedProxies.some((range) => inIpRange(address, range));
  if (!trusted(socket) || forwardedFor === undefined || forwardedFor.trim() === '') return socket.text;
  const hops = forwardedFor.split(',');
  let leftMost = socket;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = parseIpAddress(hops[index]!.trim());
    if (hop === null) return socket.text;
    if (!trusted(hop)) return hop.text;
    leftMost = hop;
  }
  return leftMost.text;
}
