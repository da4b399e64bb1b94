import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether a request under `/api` asks for a page rather than an endpoint: the app's own `/api` page, or a browser
 * opening (reloading, a new tab) any `GET` path that accepts HTML. Programs asking for JSON still get JSON.
 */
export function isPageRequest(c: Context): boolean {
  if (c.req.path === '/api' || c.req.path === '/api/') return true;
  return (c.req.method === 'GET' || c.req.method === 'HEAD') && (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * Serves the production build: hashed assets cached for a year (their .br/.gz copies when the browser accepts them),
 * other files as they are, and `index.html`
 * for every other path so the browser's router answers it (its not-found page included).
 */
export function spaRoutes(distDir: string): Hono {
  const routes = new Hono();
  routes.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  routes.use('*', serveStatic({ root: distDir, precompressed: true }));
  routes.get('*', async (c) => {
    try {
      const html = await readFile(join(distDir, 'index.html'), 'utf8');
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    } catch {
      return c.text('The app is not built. Run `npm run build` (or `npm start`, which builds first).', 503);
    }
  });
  return routes;
}
