import * as z from 'zod/mini';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { RepositoryRecords } from '../../ports/issueTracker.port';

/** The last good answer of GitHub for one repository, with the ETags that revalidate it. */
export interface CachedRecords extends RepositoryRecords {
  readonly issuesEtag: string | null;
  readonly pullsEtag: string | null;
}

const CACHE_KEY_PREFIX = 'githubRecords:';
const CACHE_VERSION = 1 as const;

const record = z.object({
  number: z.int().check(z.positive()),
  htmlUrl: z.string(),
  title: z.string(),
  body: z.nullable(z.string()),
  state: z.enum(['open', 'closed']),
});
const cachedSchema = z.object({
  version: z.literal(CACHE_VERSION),
  fetchedAt: z.number(),
  issuesEtag: z.nullable(z.string()),
  pullsEtag: z.nullable(z.string()),
  issues: z.array(z.extend(record, { assigneeLogin: z.nullable(z.string()), labels: z.array(z.string()), isPullRequest: z.boolean() })),
  pulls: z.array(z.extend(record, { merged: z.boolean() })),
});

/** Keeps the last good answer in tab-scoped storage; a corrupted entry reads as none. */
export class GitHubRecordsCache {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly repository: string,
  ) {}

  private get key(): string {
    return `${CACHE_KEY_PREFIX}${this.repository}`;
  }

  read(): CachedRecords | null {
    let json: unknown;
    try {
      json = JSON.parse(this.storage.read(this.key) ?? 'null');
    } catch {
      return null;
    }
    const parsed = cachedSchema.safeParse(json);
    if (!parsed.success) return null;
    const { issues, pulls, fetchedAt, issuesEtag, pullsEtag } = parsed.data;
    return { issues, pulls, fetchedAt, issuesEtag, pullsEtag };
  }

  write(records: CachedRecords): void {
    this.storage.write(this.key, JSON.stringify({ version: CACHE_VERSION, ...records }));
  }
}
