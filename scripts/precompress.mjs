#!/usr/bin/env node
/**
 * Writes Brotli (.br) and gzip (.gz) copies of the built assets, so the server sends them as they are instead of
 * compressing Monaco's multi-megabyte files on every request. `node scripts/precompress.mjs [dir]`: `dist` by default
 * (the editor benchmark compresses its bare Monaco page the same way).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|ttf)$/;
const MIN_BYTES = 1024;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let count = 0;
const root = process.argv[2] ?? 'dist';
for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (.br and .gz)`);
