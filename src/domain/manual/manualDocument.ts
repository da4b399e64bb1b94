/**
 * The product's manual as plain data: documents made of blocks, each block of inline runs. Parsed from Markdown by
 * an adapter and rendered by the page as elements, never as HTML: a document's text cannot add markup to the page.
 */

/** A run of text inside a block. A link's `href` is what `safeLink` made of the source's target. */
export type ManualInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly ManualInline[] }
  | { readonly kind: 'emphasis'; readonly children: readonly ManualInline[] }
  | { readonly kind: 'link'; readonly href: ManualLink; readonly children: readonly ManualInline[] };

/** A block of a document. Headings carry the anchor (`slug`) the table of contents links to. */
export type ManualBlock =
  | { readonly kind: 'heading'; readonly level: number; readonly slug: string; readonly text: string }
  | { readonly kind: 'paragraph'; readonly children: readonly ManualInline[] }
  | { readonly kind: 'code'; readonly language: string; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly ManualBlock[])[] }
  | { readonly kind: 'quote'; readonly children: readonly ManualBlock[] }
  | { readonly kind: 'table'; readonly header: readonly (readonly ManualInline[])[]; readonly rows: readonly (readonly (readonly ManualInline[])[])[] }
  | { readonly kind: 'rule' };

/** Where a link leads: another document of the manual (and a heading of it), a web address, or nowhere (plain text). */
export type ManualLink =
  | { readonly kind: 'document'; readonly documentId: string; readonly anchor: string | null }
  | { readonly kind: 'web'; readonly url: string }
  | { readonly kind: 'none' };

/** One document of the manual: its id (the file's name without `.md`, lower case), its title (its first heading). */
export interface ManualDocument {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly ManualBlock[];
}

/** The manual: its documents in reading order. */
export interface Manual {
  readonly documents: readonly ManualDocument[];
}

/** The plain text of inline runs (what search reads and a heading's anchor is made from). */
export function inlineText(runs: readonly ManualInline[]): string {
  return runs.map((run) => (run.kind === 'text' || run.kind === 'code' ? run.text : inlineText(run.children))).join('');
}

/** The plain text of a block, its children's included. */
export function blockText(block: ManualBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'code':
      return block.text;
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      return block.items.map((item) => item.map(blockText).join(' ')).join(' ');
    case 'quote':
      return block.children.map(blockText).join(' ');
    case 'table':
      return [block.header, ...block.rows].map((row) => row.map(inlineText).join(' ')).join(' ');
    case 'rule':
      return '';
  }
}
