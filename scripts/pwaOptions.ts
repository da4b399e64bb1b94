import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Monaco's TypeScript worker is about 6 MB before compression; every file of the build is kept. */
const LARGEST_FILE_BYTES = 16 * 1024 * 1024;

/**
 * The web app manifest and the service worker (`src/adapters/serviceWorker/serviceWorker.ts`, built as `dist/sw.js`
 * by Workbox's `injectManifest`, which writes the build's file list into it). The page registers the worker itself,
 * after load (`src/adapters/browser/serviceWorkerUpdates.adapter.ts`), so nothing is injected into `index.html` but
 * the manifest's link.
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/adapters/serviceWorker',
  filename: 'serviceWorker.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    name: 'Bitcoin Code',
    short_name: 'Bitcoin Code',
    description: 'A browser workbench for Bitcoin SV developers: code editor, code-NFT exchange, contracts and developer hub.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e1e1e',
    background_color: '#1e1e1e',
    icons: [
      { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  injectManifest: {
    // The bare index.html is filtered out by the worker; `.vite/` holds the build's own manifests.
    globPatterns: ['**/*.{js,css,svg,png,ico,ttf,woff2,wasm,webmanifest,txt}'],
    globIgnores: ['.vite/**', 'sw.js'],
    maximumFileSizeToCacheInBytes: LARGEST_FILE_BYTES,
  },
};
