import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer. Monaco injects its styles, so style-src allows inline styles; its workers
 * are bundled files ('self'). The editor's Run starts a sandbox worker from a blob: URL (the user's code as a
 * script, so no eval is needed), hence worker-src 'blob:'. Scripts never come from another host and never use eval.
 */
export function securityHeaders(connectOrigins: readonly string[]): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
  });
}
