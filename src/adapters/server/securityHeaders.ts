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
 * The sandbox's policy with `connect-src` opened to the devchain's path alone on the origin asked (a source with a
 * path ending in `/` matches the paths under it; an `http:` source also matches `https:` behind a TLS proxy).
 */
const withDevchain = (headers: readonly [string, string][], origin: string, devchainPath: string): readonly [string, string][] =>
  headers.map(([name, value]) => [name, name.toLowerCase() === 'content-security-policy' ? value.replace("connect-src 'none'", `connect-src ${origin}${devchainPath}/`) : value]);

/**
 * The security headers of every answer. Monaco injects its styles, so style-src allows inline styles; its workers
 * are bundled files ('self'). Scripts never come from another host and the page never uses eval; the editor's Run
 * sandbox, a worker, may eval (it runs the person's code) and may connect nowhere (`RUN_SANDBOX_WORKER`) but, when
 * the server serves a devchain (`devchainPath`), its paths on this origin, which `import { devchain } from
 * 'workbench'` calls (issue 37); the worker also refuses any other request itself.
 * Hono's `secureHeaders` builds them once, on a probe request; each answer then only copies the fixed list.
 */
export function securityHeaders(connectOrigins: readonly string[], devchainPath: string | null = null): MiddlewareHandler {
  const page = fixedHeaders(connectOrigins, false);
  const sandbox = fixedHeaders(connectOrigins, true);
  return async (c, next) => {
    const forSandbox = RUN_SANDBOX_WORKER.test(c.req.path);
    const fixed = forSandbox ? await sandbox() : await page();
    await next();
    const headers = forSandbox && devchainPath !== null ? withDevchain(fixed, new URL(c.req.url).origin, devchainPath) : fixed;
    for (const [name, value] of headers) c.res.headers.set(name, value);
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
