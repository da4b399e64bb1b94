import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGraphPlugin } from './scripts/budget/chunkGraphPlugin';
import { entryDietResolve } from './scripts/budget/entryDiet';
import { CHUNK_GROUPS } from './scripts/budget/chunkGroups';
import { PWA_OPTIONS } from './scripts/pwaOptions';

/** Builds the browser app into dist/; the Node server (src/server.ts) serves it. */
export default defineConfig({
  plugins: [react(), chunkGraphPlugin(import.meta.dirname), VitePWA(PWA_OPTIONS)],
  resolve: entryDietResolve,
  // Lightning CSS (a dependency of Vite 8) instead of PostCSS: it resolves the custom media queries of
  // src/ui/styles/breakpoints.css, so each breakpoint is written once.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads it to preload each route's chunks (and Monaco's on the editor).
    manifest: true,
    chunkSizeWarningLimit: 4096,
    // No modulepreload polyfill in the entry (0.3 KB gzip on every route): every browser of the target but Safari
    // before 17 preloads modules natively; there a dynamic import's chunks preload as `preload` (Vite's fallback) and
    // the server's preload links are skipped, so pages load as they would without them.
    modulePreload: { polyfill: false },
    // Each feature's small shared modules as one chunk rather than one chunk each, and the entry's rxjs as one
    // (see chunkGroups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  // Module workers: the run sandbox (src/adapters/worker/runWorker.ts) loads the BSV SDK as a chunk of its own, with
  // a dynamic import, only when the code run imports it; a classic (iife) worker cannot split chunks.
  worker: { format: 'es' },
  server: {
    // `npm run dev`: the API and the embedded sample come from the Node server on its default port.
    proxy: { '/api': 'http://127.0.0.1:4173', '/sample-github': 'http://127.0.0.1:4173', '/sandbox-wallet': 'http://127.0.0.1:4173' },
  },
});
