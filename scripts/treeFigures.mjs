/**
 * Prints the source tree's figures (issue 26's closing note): files and lines per layer, the largest folders and
 * file, and the imports that run against the layer rules (docs/architecture.md), counted by the layers' names.
 * `node scripts/treeFigures.mjs [root]` (default: this checkout's `src`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = resolve(process.argv[2] ?? 'src');
const SOURCE = /\.(ts|tsx)$/;
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (SOURCE.test(name)) files.push(path);
  }
};
walk(src);

const LAYERS = ['domain', 'ports', 'application', 'adapters', 'ui', 'composition'];
const layerOf = (path) => {
  const [first] = relative(src, path).split(/[\\/]/);
  return LAYERS.includes(first) ? first : 'entry files';
};
/** What each layer may not import (the adapters' rule on application: only the inbound HTTP adapter may). */
const FORBIDDEN = {
  domain: ['ports', 'application', 'adapters', 'ui', 'composition'],
  ports: ['application', 'adapters', 'ui', 'composition'],
  application: ['adapters', 'ui', 'composition'],
  adapters: ['ui', 'composition'],
  ui: ['adapters', 'composition'],
  composition: [],
};

const perLayer = new Map();
const perFolder = new Map();
let largest = { path: '', lines: 0 };
const against = [];
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length;
  const layer = layerOf(path);
  const figures = perLayer.get(layer) ?? { files: 0, lines: 0 };
  perLayer.set(layer, { files: figures.files + 1, lines: figures.lines + lines });
  const folder = relative(src, dirname(path)) || '.';
  const inFolder = perFolder.get(folder) ?? { files: 0, lines: 0 };
  perFolder.set(folder, { files: inFolder.files + 1, lines: inFolder.lines + lines });
  if (lines > largest.lines) largest = { path: relative(src, path), lines };
  for (const [, target] of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)) {
    const to = layerOf(resolve(dirname(path), target));
    const inboundHttp = relative(src, path).startsWith(join('adapters', 'server'));
    const wrong = (FORBIDDEN[layer] ?? []).includes(to) || (layer === 'adapters' && to === 'application' && !inboundHttp);
    if (wrong) against.push(`${relative(src, path)} -> ${target}`);
  }
}

const total = [...perLayer.values()].reduce((sum, figures) => ({ files: sum.files + figures.files, lines: sum.lines + figures.lines }), { files: 0, lines: 0 });
console.log(`files and lines per layer (${relative(process.cwd(), src) || src}):`);
for (const layer of [...LAYERS, 'entry files']) {
  const figures = perLayer.get(layer);
  if (figures !== undefined) console.log(`  ${layer.padEnd(12)} ${String(figures.files).padStart(5)} files ${String(figures.lines).padStart(7)} lines`);
}
console.log(`  ${'total'.padEnd(12)} ${String(total.files).padStart(5)} files ${String(total.lines).padStart(7)} lines`);
const adapters = perLayer.get('adapters')?.lines ?? 0;
const server = [...perFolder].filter(([folder]) => folder === join('adapters', 'server') || folder.startsWith(join('adapters', 'server') + '/'));
const serverFigures = server.reduce((sum, [, figures]) => ({ files: sum.files + figures.files, lines: sum.lines + figures.lines }), { files: 0, lines: 0 });
console.log(`src/adapters/server: ${serverFigures.files} files, ${serverFigures.lines} lines (${((100 * serverFigures.lines) / Math.max(1, adapters)).toFixed(0)} % of adapter lines)`);
console.log('largest folders (files, lines):');
for (const [folder, figures] of [...perFolder].sort((a, b) => b[1].files - a[1].files).slice(0, 3)) console.log(`  ${folder}: ${figures.files} files, ${figures.lines} lines`);
console.log(`largest file: ${largest.path} (${largest.lines} lines)`);
console.log(`imports against the layer rules: ${against.length}`);
for (const line of against) console.log(`  ${line}`);
