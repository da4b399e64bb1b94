import type { KeyValueStore } from '../../ports/keyValueStore.port';

/** The open-issue count of the sidebar badge, kept beside the records. */
export interface CachedCount {
  readonly fetchedAt: number;
  readonly count: number;
}

const COUNT_KEY_PREFIX = 'githubOpenIssues:';

const isCachedCount = (value: unknown): value is CachedCount => {
  if (typeof value !== 'object' || value === null) return false;
  const { fetchedAt, count } = value as Record<string, unknown>;
  return typeof fetchedAt === 'number' && Number.isFinite(fetchedAt) && Number.isInteger(count) && (count as number) >= 0;
};

/**
 * Keeps the badge's last count in tab-scoped storage; a corrupted entry reads as none. Checked by hand rather than
 * with the records' valibot schema, so the badge, which every route shows, does not load valibot.
 */
export class GitHubCountCache {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly repository: string,
  ) {}

  read(): CachedCount | null {
    try {
      const value: unknown = JSON.parse(this.storage.read(`${COUNT_KEY_PREFIX}${this.repository}`) ?? 'null');
      return isCachedCount(value) ? { fetchedAt: value.fetchedAt, count: value.count } : null;
    } catch {
      return null;
    }
  }

  write(count: CachedCount): void {
    this.storage.write(`${COUNT_KEY_PREFIX}${this.repository}`, JSON.stringify(count));
  }
}
