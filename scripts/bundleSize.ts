/**
 * Prints the gzip size of the built entry chunk (the JS every route loads) and of each lazy route chunk.
 * Run after `npm run build`: `npm run size`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const bytes = readFileSync(join(dist, 'assets', name));
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, entry: entries.has(name) };
  })
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

const entryGzip = rows.filter((row) => row.entry && row.name.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
console.log(`entry JS loaded on every route: ${kb(entryGzip)} gzip`);
for (const row of rows) {
  console.log(`${row.entry ? 'entry ' : 'lazy  '} ${row.name.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
}
