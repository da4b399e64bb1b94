import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../config/serverConstants';
import { preloadKey, preloadsFor, type ViteManifest } from './routePreloads';

/**
 * JSON that is safe inside a `<script type="application/json">`: no `<`, so the text cannot close the element.
 * A data block is never executed, so the Content-Security-Policy needs no inline script for it.
 */
export const jsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page as text and in the two encodings browsers accept. */
export interface ServedPage {
  readonly text: string;
  readonly br: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
}

/**
 * `index.html` as each path is served: the runtime configuration inlined (no `GET /api/config` before the app can
 * start), `modulepreload` links for the route's chunks, so they download in parallel with the entry, and the route's
 * style sheets. Never Monaco's: the editor loads it at the first interaction (see `routePreloads.ts`). Built and
 * compressed once per route; null when the app is not built.
 */
export function indexHtmlFor(distDir: string, config: RuntimeConfig): (path: string) => Promise<ServedPage | null> {
  let template: Promise<{ html: string; manifest: ViteManifest }> | null = null;
  const pages = new Map<string, ServedPage>();
  const load = async () => {
    const html = await readFile(join(distDir, 'index.html'), 'utf8');
    // Without a manifest (a build by other means) pages are served without preloads.
    const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8').catch(() => '{}')) as ViteManifest;
    return { html, manifest };
  };
  return async (requestPath) => {
    const path = preloadKey(requestPath);
    const cached = pages.get(path);
    if (cached !== undefined) return cached;
    try {
      const { html, manifest } = await (template ??= load());
      const { scripts, styles } = preloadsFor(manifest, path, config.editorEnabled);
      const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
      const head = [
        `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script>`,
        ...scripts.map(modulePreload),
        // Linked, not only preloaded: Vite's loader then finds each sheet in place and goes on at once, where it would
        // add its own link and wait for that link's load event, a task queued behind the first render's work (on `/`
        // it held Monaco's start back by 100-200 ms).
        ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
      ].join('\n    ');
      const text = html.replace('</head>', `  ${head}\n  </head>`);
      const page = { text, br: new Uint8Array(brotliCompressSync(text)), gzip: new Uint8Array(gzipSync(text, { level: 9 })) };
      pages.set(path, page);
      return page;
    } catch {
      template = null;
      return null;
    }
  };
}
