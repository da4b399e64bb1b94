import type { SessionIds } from '../../ports/sessionIds.port';

/** Session ids in a known order (tests): well-formed cookie values (43 base64url characters) `…A1`, `…A2`, …; the hash is readable. */
export class SequentialSessionIds implements SessionIds {
  private count = 0;

  newId(): string {
    this.count += 1;
    return String(this.count).padStart(43, 'A');
  }

  hash(id: string): string {
    return `hash:${id}`;
  }
}
