import { blockText, type ManualDocument } from './manualDocument';

/** One place of the manual that matches a search: the document, the section (heading) it is under, an excerpt. */
export interface ManualHit {
  readonly documentId: string;
  readonly documentTitle: string;
  /** The heading the match is under (null: before the first heading). */
  readonly sectionTitle: string | null;
  readonly anchor: string | null;
  readonly excerpt: string;
}

/** The most hits a search answers. */
export const MANUAL_SEARCH_LIMIT = 30;
/** Characters of context on each side of the first match in an excerpt. */
const EXCERPT_CONTEXT = 60;

/** The words of a query, lower case; words of one character are ignored. */
export function queryWords(query: string): readonly string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 1);
}

/**
 * The sections of `documents` whose text holds every word of `query` (case ignored), in reading order, sections
 * whose heading holds them all first; at most `MANUAL_SEARCH_LIMIT`. A query with no word of two characters or
 * more finds nothing.
 */
export function searchManual(documents: readonly ManualDocument[], query: string): readonly ManualHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const byHeading: ManualHit[] = [];
  const byText: ManualHit[] = [];
  for (const document of documents) {
    for (const section of sectionsOf(document)) {
      const text = section.texts.join(' ').replace(/\s+/g, ' ');
      const lower = text.toLowerCase();
      if (!words.every((word) => lower.includes(word))) continue;
      const heading = (section.title ?? '').toLowerCase();
      const hit: ManualHit = {
        documentId: document.id,
        documentTitle: document.title,
        sectionTitle: section.title,
        anchor: section.anchor,
        excerpt: excerptOf(text, lower.indexOf(words[0]!)),
      };
      (words.every((word) => heading.includes(word)) ? byHeading : byText).push(hit);
    }
  }
  return [...byHeading, ...byText].slice(0, MANUAL_SEARCH_LIMIT);
}

interface Section {
  readonly title: string | null;
  readonly anchor: string | null;
  readonly texts: string[];
}

function sectionsOf(document: ManualDocument): readonly Section[] {
  const sections: Section[] = [{ title: null, anchor: null, texts: [] }];
  for (const block of document.blocks) {
    if (block.kind === 'heading') sections.push({ title: block.text, anchor: block.slug, texts: [block.text] });
    else sections.at(-1)!.texts.push(blockText(block));
  }
  return sections.filter((section) => section.texts.length > 0);
}

function excerptOf(text: string, at: number): string {
  const start = Math.max(0, at - EXCERPT_CONTEXT);
  const end = Math.min(text.length, at + EXCERPT_CONTEXT * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** A document's table of contents: its headings of level 2 and 3 (level 1 is its title), in order. */
export function outlineOf(document: ManualDocument): readonly { readonly level: number; readonly text: string; readonly anchor: string }[] {
  return document.blocks.flatMap((block) => (block.kind === 'heading' && block.level >= 2 && block.level <= 3 ? [{ level: block.level, text: block.text, anchor: block.slug }] : []));
}
