/**
 * The bundle budget, part of `npm test` after the build: entry JS, each route's JS (gzip), and no Monaco outside
 * the editor, no BSV SDK in any page's first load (the run sandbox loads it). Prints the figures and exits non-zero on any violation. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, TARGETS, checkBudgets } from './budget/bundleBudget';
import { CHUNK_GRAPH_FILE, type ChunkGraph } from './budget/chunkGraphPlugin';

const dist = process.argv[2] ?? 'dist';
const graphPath = join(dist, CHUNK_GRAPH_FILE);
if (!existsSync(graphPath)) {
  console.error(`No ${graphPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const graph = JSON.parse(readFileSync(graphPath, 'utf8')) as ChunkGraph;
const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const report = checkBudgets(graph, gzipOf);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`entry JS: ${kb(report.entryJsGzip)} gzip (budget ${kb(BUDGETS.entryJsGzip)}, target ${kb(TARGETS.entryJsGzip)})`);
console.log(`route JS, gzip (budget ${kb(BUDGETS.routeJsGzip)}, target ${kb(TARGETS.routeJsGzip)}; the editor's page excepted):`);
for (const { page, jsGzip, monacoChunks } of report.routes) {
  const budget = BUDGETS.routeJsGzipByPage?.[page];
  const notes = [budget === undefined ? '' : `budget ${kb(budget)}`, monacoChunks.length > 0 ? `Monaco: ${monacoChunks.length} chunks` : ''].filter(Boolean);
  console.log(`  ${page.padEnd(56)} ${kb(jsGzip).padStart(10)}  ${notes.join(', ')}`);
}
if (report.violations.length > 0) {
  console.error(`\nOver budget:\n${report.violations.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('within budget');
