import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The run sandbox's worker script (`src/adapters/worker/runWorker.ts`, built as `assets/runWorker-<hash>.js`). A
 * dedicated worker keeps the Content-Security-Policy of its own script's answer, not the page's.
 */
export const RUN_SANDBOX_WORKER = /^\/assets\/runWorker-[\w-]+\.js$/;

/** The policy's parts for the page, or for the run sandbox's worker. */
function policy(connectOrigins: readonly string[], sandbox: boolean) {
  return {
    defaultSrc: ["'self'"],
    // The sandbox runs the person's code it has compiled, hence eval there, and there alone.
    scriptSrc: sandbox ? ["'self'", "'unsafe-eval'"] : ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // Code run in the sandbox has no network.
    connectSrc: sandbox ? ["'none'"] : ["'self'", ...connectOrigins],
  };
}

/**
 * The security headers of every answer. Monaco injects its styles, so style-src allows inline styles; its workers
 * are bundled files ('self'). Scripts never come from another host and the page never uses eval; the editor's Run
 * sandbox, a worker, may eval (it runs the person's code) and may connect nowhere (`RUN_SANDBOX_WORKER`).
 * Hono's `secureHeaders` builds them once, on a probe request; each answer then only copies the fixed list.
 */
export function securityHeaders(connectOrigins: readonly string[]): MiddlewareHandler {
  const page = fixedHeaders(connectOrigins, false);
  const sandbox = fixedHeaders(connectOrigins, true);
  return async (c, next) => {
    const fixed = RUN_SANDBOX_WORKER.test(c.req.path) ? await sandbox() : await page();
    await next();
    for (const [name, value] of fixed) c.res.headers.set(name, value);
  };
}

/** The headers, once computed: a promise of them for the first answers, then the list itself. */
function fixedHeaders(connectOrigins: readonly string[], sandbox: boolean): () => Promise<readonly [string, string][]> | readonly [string, string][] {
  let headers: readonly [string, string][] | null = null;
  const computed = headersFor(connectOrigins, sandbox).then((list) => (headers = list));
  return () => headers ?? computed;
}

function headersFor(connectOrigins: readonly string[], sandbox: boolean): Promise<readonly [string, string][]> {
  const probe = new Hono();
  probe.use(
    secureHeaders({
      contentSecurityPolicy: {
        ...policy(connectOrigins, sandbox),
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
  return Promise.resolve(probe.request('/')).then((response) => [...response.headers]);
}
