#!/usr/bin/env node
/**
 * Bundles the HTTP server (`src/server.ts` and everything it imports from `src/`) into one ES module,
 * `dist-server/server.mjs`, that plain Node runs (`npm start`): no TypeScript compiled at start-up. Most packages
 * are bundled too (see EXTERNAL for those imported from node_modules as they are); JSON imports (the sample repository, package.json) are inlined. Files the
 * server reads at run time beside its module are copied beside the bundle: the SQL migrations
 * (`migrate.ts` finds them at `./migrations/` of its module). The server finds the browser build at `../dist`, as
 * from `src/server.ts`. Part of `npm run build`; `node scripts/buildServer.mjs <folder>` writes elsewhere (tests).
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = process.argv[2] ?? 'dist-server';
/** Packages imported from node_modules at run time rather than bundled (tiny-secp256k1 reads its WebAssembly beside its own module). */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg', 'pg-native', '@handcash/sdk', 'tiny-secp256k1'];

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/server.ts'],
  outfile: `${OUT_DIR}/server.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Bundled and tree-shaken: drizzle-orm, valibot, rxjs and hono (importing drizzle-orm's whole package from
  // node_modules took most of a second, and 270 MB, at start-up). External: PGlite (it loads its WebAssembly
  // and data files beside its own module), pg (an optional native binding) and HandCash's SDK.
  external: EXTERNAL,
  // The packages' ES modules, which tree-shake (rxjs's CommonJS build does not).
  mainFields: ['module', 'main'],
  // For bundled CommonJS code that calls `require` (Node's built-in modules).
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: 'linked',
  // Names stay readable in stack traces (errors are printed with their names).
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
});
cpSync('src/adapters/database/migrations', `${OUT_DIR}/migrations`, { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server bundle: ${OUT_DIR}/server.mjs (${Math.round(bytes / 1024)} KB with its source map) and ${OUT_DIR}/migrations`);
