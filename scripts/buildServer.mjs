#!/usr/bin/env node
/**
 * Bundles the HTTP server (`src/server.ts` and everything it imports from `src/`) into one ES module,
 * `dist-server/server.mjs`, that plain Node runs (`npm start`): no TypeScript compiled at start-up. Packages stay
 * in node_modules (imported as they are); JSON imports (the sample repository, package.json) are inlined. Files the
 * server reads at run time beside its module are copied beside the bundle: the SQL migrations
 * (`migrate.ts` finds them at `./migrations/` of its module). The server finds the browser build at `../dist`, as
 * from `src/server.ts`. Part of `npm run build`; `node scripts/buildServer.mjs <folder>` writes elsewhere (tests).
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = process.argv[2] ?? 'dist-server';

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/server.ts'],
  outfile: `${OUT_DIR}/server.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  // Names stay readable in stack traces (errors are printed with their names).
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
});
cpSync('src/adapters/database/migrations', `${OUT_DIR}/migrations`, { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server bundle: ${OUT_DIR}/server.mjs (${Math.round(bytes / 1024)} KB with its source map) and ${OUT_DIR}/migrations`);
