import { defer, from, map, type Observable } from 'rxjs';
import { ok, type Result } from '../../domain/shared/result';
import type { Manual, ManualDocument } from '../../domain/manual/manualDocument';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import { documentOfMarkdown } from './markdownBlocks';

/** The manual's documents in reading order: the README first, then `docs/` (other files of `docs/` after these). */
const READING_ORDER = ['readme', 'features', 'configuration', 'operations', 'api', 'architecture', 'benchmarks'];

/** The documents bundled with the app (their text is in this adapter's chunk, loaded with the Docs page). */
const SOURCES = import.meta.glob<string>(['../../../docs/*.md', '../../../README.md'], { query: '?raw', import: 'default', eager: true });
const CHANGELOG = import.meta.glob<string>('../../../CHANGELOG.md', { query: '?raw', import: 'default', eager: true });

const idOf = (path: string): string => (/([^/]+)\.md$/.exec(path)?.[1] ?? path).toLowerCase();
const rank = (id: string): number => (READING_ORDER.includes(id) ? READING_ORDER.indexOf(id) : READING_ORDER.length);

/** The manual built from `sources` (path → Markdown), in reading order. */
export function manualOf(sources: Readonly<Record<string, string>>): Manual {
  const documents = Object.entries(sources)
    .map(([path, markdown]) => documentOfMarkdown(idOf(path), markdown))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  return { documents };
}

/** The product's manual from the Markdown bundled with the app: the README and `docs/`. Never fails. */
export class BundledManual implements Catalog<Manual> {
  read(): Observable<Result<Manual, CatalogError>> {
    return defer(() => from(Promise.resolve(manualOf(SOURCES)))).pipe(map((manual) => ok(manual)));
  }
}

/** The changelog bundled with the app (`CHANGELOG.md`, Keep a Changelog's form). Never fails. */
export class BundledChangelog implements Catalog<ManualDocument> {
  read(): Observable<Result<ManualDocument, CatalogError>> {
    return defer(() => from(Promise.resolve(documentOfMarkdown('changelog', Object.values(CHANGELOG)[0] ?? '# Changelog')))).pipe(map((document) => ok(document)));
  }
}
