import { defer, from, map, type Observable } from 'rxjs';
import type { Manual } from '../../domain/manual/manualDocument';
import { ok, type Result } from '../../domain/shared/result';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import { documentOfMarkdown } from './markdownBlocks';

/** The guides in reading order (a guide not named here comes after these, by id). */
const READING_ORDER = ['keys-and-addresses', 'pay-on-the-devchain', 'merkle-proofs', 'script-puzzles'];

/**
 * The guides bundled with the app (`docs/developers/*.md`): their text is in this adapter's chunk, loaded when the
 * Developer Docs page or an example's link in the editor first reads them, never with the entry.
 */
const SOURCES = import.meta.glob<string>('../../../docs/developers/*.md', { query: '?raw', import: 'default', eager: true });

const idOf = (path: string): string => (/([^/]+)\.md$/.exec(path)?.[1] ?? path).toLowerCase();
const rank = (id: string): number => (READING_ORDER.includes(id) ? READING_ORDER.indexOf(id) : READING_ORDER.length);

/** The guides built from `sources` (path → Markdown), in reading order. */
export function developerGuidesOf(sources: Readonly<Record<string, string>>): Manual {
  const documents = Object.entries(sources)
    .map(([path, markdown]) => documentOfMarkdown(idOf(path), markdown))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  return { documents };
}

/** The developer guides bundled with the app. Never fails. */
export class BundledDeveloperGuides implements Catalog<Manual> {
  read(): Observable<Result<Manual, CatalogError>> {
    return defer(() => from(Promise.resolve(developerGuidesOf(SOURCES)))).pipe(map((guides) => ok(guides)));
  }
}
