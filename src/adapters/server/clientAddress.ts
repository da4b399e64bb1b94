import type { Context, MiddlewareHandler } from 'hono';
import { clientAddressOf } from '../../domain/operations/clientAddress';
import type { IpRange } from '../../domain/operations/ipAddress';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `resolveClientAddress`, read through `clientAddress`. */
    clientAddress: string;
  }
}

/** The address of the socket the request came in on; 'unknown' without a socket (`app.request` in tests). */
export function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Resolves each request's client address once (a context variable, which outlives a middleware replacing `c.req.raw`), for the write limit, the webhook refusals and the request log: the
 * socket's, or, from a trusted proxy (`TRUSTED_PROXIES`), the last untrusted hop of `X-Forwarded-For`
 * (`clientAddressOf`).
 */
export function resolveClientAddress(trustedProxies: readonly IpRange[]): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', clientAddressOf(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies));
    await next();
  };
}

/** The request's client address as `resolveClientAddress` resolved it; without it, the socket's address. */
export const clientAddress = (c: Context): string => c.get('clientAddress') ?? socketAddress(c);
