import type { ManualLink } from './manualDocument';

/** A document id from a file name: `operations.md`, `./docs/API.md` → `operations`, `api`; null for other files. */
export function documentIdOf(fileName: string): string | null {
  const match = /(?:^|\/)([A-Za-z0-9_-]+)\.md$/.exec(fileName);
  return match === null ? null : match[1]!.toLowerCase();
}

/**
 * What a link of the manual may lead to: a `.md` target is that document of the manual (with its `#anchor`); an
 * `http:`/`https:` address is a web link; a bare `#anchor` is a heading of the same document (`current`); anything
 * else (`javascript:`, `data:`, a path to a source file) is no link: its text shows as text.
 */
export function safeLink(target: string, current: string): ManualLink {
  const trimmed = target.trim();
  if (/^https?:\/\//i.test(trimmed)) return /^https?:\/\/[^\s<>"'`\\]+$/i.test(trimmed) ? { kind: 'web', url: trimmed } : { kind: 'none' };
  const [path = '', anchor = ''] = trimmed.split('#', 2);
  if (path === '') return anchor === '' ? { kind: 'none' } : { kind: 'document', documentId: current, anchor };
  const documentId = documentIdOf(path);
  return documentId === null ? { kind: 'none' } : { kind: 'document', documentId, anchor: anchor === '' ? null : anchor };
}

/**
 * A heading's anchor, GitHub's way: lower case, punctuation dropped, spaces as hyphens; one already given in the
 * document gets the first free `-1`, `-2`… (`taken` holds the anchors given so far and is updated).
 */
export function slugOf(text: string, taken: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
  if (!taken.has(base)) {
    taken.set(base, 1);
    return base;
  }
  let suffix = taken.get(base)!;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  taken.set(base, suffix + 1);
  const slug = `${base}-${suffix}`;
  taken.set(slug, 1);
  return slug;
}
