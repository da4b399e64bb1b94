/**
 * What the read-only text (`CodeTextPreview`) hands to the code editor that takes its place: how far the person had
 * scrolled, and where they tapped or clicked (an offset into the file's text), so Monaco opens at the same spot with
 * the cursor there (issue 39). Kept per path; the editor takes it once, on mount.
 */
export interface PreviewPlace {
  readonly scrollTop: number;
  /** The offset in the text of the person's last tap or click, or null when they did not touch the text. */
  readonly offset: number | null;
}

const places = new Map<string, PreviewPlace>();

export function leavePreviewPlace(path: string, place: PreviewPlace): void {
  places.set(path, place);
}

/** The place left for this path, once: a later mount of the editor starts where the editor itself was. */
export function takePreviewPlace(path: string): PreviewPlace | null {
  const place = places.get(path) ?? null;
  places.delete(path);
  return place;
}
