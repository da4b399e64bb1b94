import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer. Monaco injects its styles, so style-src allows inline styles; its workers
 * are bundled files ('self'). The editor's Run starts a sandbox worker from a blob: URL (the user's code as a
 * script, so no eval is needed), hence worker-src 'blob:'. Scripts never come from another host and never use eval.
 * Hono's `secureHeaders` builds them once, on a probe request; each answer then only copies the fixed list.
 */
export function securityHeaders(connectOrigins: readonly string[]): MiddlewareHandler {
  const probe = new Hono();
  probe.use(
    secureHeaders({
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
    }),
  );
  probe.get('/', (c) => c.body(null, 204));
  let headers: readonly [string, string][] | null = null;
  const computed = Promise.resolve(probe.request('/')).then((response) => {
    headers = [...response.headers];
    return headers;
  });
  return async (c, next) => {
    const fixed = headers ?? (await computed);
    await next();
    for (const [name, value] of fixed) c.res.headers.set(name, value);
  };
}
