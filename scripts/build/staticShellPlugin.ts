/** Writes the shell's static frame (src/ui/shell/staticShellFrame.ts) into index.html's `#root` at build time. */
import type { Plugin } from 'vite';
import { staticShellFrameHtml } from '../../src/ui/shell/staticShellFrame';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The entry's script and its preloads. The frame paints without them, so they load at low priority: what downloads
 * before the first paint is the page and its style sheets (inlined by the server), and Lighthouse's simulation of a
 * phone, which counts every high-priority download that ended before the first paint, counts these no longer.
 */
const SCRIPT_TAGS = /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

export function staticShellPlugin(): Plugin {
  return {
    name: 'static-shell-frame',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written its script and preload tags, so they can be marked too.
      order: 'post',
      handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} to fill`);
        return html
          .replace(EMPTY_ROOT, `<div id="root">${staticShellFrameHtml()}</div>`)
          .replace(SCRIPT_TAGS, (tag) => tag.replace(' crossorigin', ' crossorigin fetchpriority="low"'));
      },
    },
  };
}
