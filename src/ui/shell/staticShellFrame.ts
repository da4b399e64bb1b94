/**
 * The shell's frame as static HTML, written into index.html at build time (`scripts/build/staticShellPlugin.ts`), so
 * a phone paints the proof-of-concept bar and the menu bar with the HTML and the entry's CSS, before any script has
 * run (issue 39: the first paint waited on the entry, the runtime configuration and the page's chunk). React replaces
 * it on its first render. It uses the classes and texts of `ProofOfConceptBar` and `MenuBar`, so it lands where they
 * do; hidden from assistive technology and without links, it is a picture of the frame, never a second copy to use.
 */
import { APP_NAME, PROOF_OF_CONCEPT_LABEL, PROOF_OF_CONCEPT_TEXT } from './shell.texts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function staticShellFrameHtml(): string {
  const rest = PROOF_OF_CONCEPT_TEXT.slice(PROOF_OF_CONCEPT_LABEL.length);
  return (
    '<div class="shell static-shell-frame" aria-hidden="true">' +
    `<div class="poc-bar"><strong>${escapeHtml(PROOF_OF_CONCEPT_LABEL)}</strong>${escapeHtml(rest)}</div>` +
    '<header class="menu-bar"><span class="menu-bar-logo">' +
    '<img class="menu-bar-mark" src="/favicon.svg" alt="" width="20" height="20">' +
    `<span class="menu-bar-brand">${escapeHtml(APP_NAME)}</span></span></header>` +
    '</div>'
  );
}
