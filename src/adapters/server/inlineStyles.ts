import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The page's style sheets inlined (issue 39's first paint): a linked sheet in the head holds the first paint until it
 * has downloaded, beside the scripts that download at the same time; inlined, the shell's static frame paints with the
 * HTML. The sheets stay linked too, at the end of the body, where they hold no paint back: Vite's loader finds each one
 * there and does not fetch it again, and the cascade is unchanged (the same rules, again in the same order).
 */
export interface PageStyles {
  /** The head's `<style>`, or '' when a sheet could not be read (the page then links its sheets in the head). */
  readonly head: string;
  /** What goes before `</body>`. */
  readonly bodyEnd: string;
}

const link = (href: string) => `<link rel="stylesheet" href="${href}">`;

/** Vite's link to the entry's sheet in the built index.html, taken out so it is served like the route's sheets. */
const ENTRY_STYLESHEET = /\s*<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

export function takeEntryStyles(html: string): { readonly html: string; readonly hrefs: string[] } {
  const hrefs = [...html.matchAll(ENTRY_STYLESHEET)].map((match) => match[1]!);
  return { html: html.replace(ENTRY_STYLESHEET, ''), hrefs };
}

export function styleSheetReader(distDir: string): (hrefs: readonly string[]) => Promise<PageStyles> {
  const sheets = new Map<string, Promise<string | null>>();
  const read = (href: string) => {
    let sheet = sheets.get(href);
    if (sheet === undefined) {
      // A sheet that could close the element is linked, never inlined.
      sheet = readFile(join(distDir, href), 'utf8').then((text) => (/<\/style/i.test(text) ? null : text), () => null);
      sheets.set(href, sheet);
    }
    return sheet;
  };
  return async (hrefs) => {
    if (hrefs.length === 0) return { head: '', bodyEnd: '' };
    const texts = await Promise.all(hrefs.map(read));
    const links = hrefs.map(link).join('');
    if (texts.some((text) => text === null)) return { head: links, bodyEnd: '' };
    return { head: `<style>${texts.join('\n')}</style>`, bodyEnd: links };
  };
}
