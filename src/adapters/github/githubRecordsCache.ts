import * as z from 'zod/mini';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../domain/contracts/githubRecords';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { CachedPage } from './githubPages';

/** The last good answer of GitHub for one repository: every page read, each with the ETag that revalidates it. */
export interface CachedRecords {
  readonly fetchedAt: number;
  readonly issuePages: readonly CachedPage<GitHubIssueInput>[];
  readonly pullPages: readonly CachedPage<GitHubPullRequestInput>[];
}

const CACHE_KEY_PREFIX = 'githubRecords:';
const CACHE_VERSION = 2 as const;

const record = z.object({
  number: z.int().check(z.positive()),
  htmlUrl: z.string(),
  title: z.string(),
  body: z.nullable(z.string()),
  state: z.enum(['open', 'closed']),
});
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ url: z.string(), etag: z.nullable(z.string()), next: z.nullable(z.string()), items: z.array(item) });
const cachedSchema = z.object({
  version: z.literal(CACHE_VERSION),
  fetchedAt: z.number(),
  issuePages: z.array(
    pageOf(z.extend(record, { assigneeLogin: z.nullable(z.string()), labels: z.array(z.string()), isPullRequest: z.boolean(), updatedAt: z.nullable(z.string()) })),
  ),
  pullPages: z.array(pageOf(z.extend(record, { merged: z.boolean() }))),
});

const readJson = (storage: KeyValueStore, key: string): unknown => {
  try {
    return JSON.parse(storage.read(key) ?? 'null');
  } catch {
    return null;
  }
};

/** Keeps the last good answer in tab-scoped storage; a corrupted entry reads as none. */
export class GitHubRecordsCache {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly repository: string,
  ) {}

  read(): CachedRecords | null {
    const parsed = cachedSchema.safeParse(readJson(this.storage, `${CACHE_KEY_PREFIX}${this.repository}`));
    if (!parsed.success) return null;
    const { fetchedAt, issuePages, pullPages } = parsed.data;
    return { fetchedAt, issuePages, pullPages };
  }

  write(records: CachedRecords): void {
    this.storage.write(`${CACHE_KEY_PREFIX}${this.repository}`, JSON.stringify({ version: CACHE_VERSION, ...records }));
  }
}
