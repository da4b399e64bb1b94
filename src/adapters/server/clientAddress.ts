import type { Context } from 'hono';

/** The client's address as the socket saw it (a proxy's headers are not trusted); 'unknown' without a socket. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
