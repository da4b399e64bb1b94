import type { ManualDocument } from '../../../domain/manual/manualDocument';
import { outlineOf } from '../../../domain/manual/manualSearch';
import { headingId } from './manual.texts';

/** A document's table of contents (its second- and third-level headings, linked to their anchors), or nothing when it has none. */
export function DocumentOutline({ document, label }: { readonly document: ManualDocument; readonly label: string }) {
  const outline = outlineOf(document);
  if (outline.length === 0) return null;
  return (
    <nav className="manual-outline" aria-label={label}>
      <ul>
        {outline.map((entry) => (
          <li key={entry.anchor} className={entry.level === 3 ? 'manual-outline-sub' : undefined}>
            <a href={`#${headingId(entry.anchor)}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
