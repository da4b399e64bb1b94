import * as v from 'valibot';
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

const record = v.object({
  number: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  htmlUrl: v.string(),
  title: v.string(),
  body: v.nullable(v.string()),
  state: v.picklist(['open', 'closed']),
});
const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ url: v.string(), etag: v.nullable(v.string()), next: v.nullable(v.string()), items: v.array(item) });
const cachedSchema = v.object({
  version: v.literal(CACHE_VERSION),
  fetchedAt: v.number(),
  issuePages: v.array(
    pageOf(v.object({ ...record.entries, assigneeLogin: v.nullable(v.string()), labels: v.array(v.string()), isPullRequest: v.boolean(), updatedAt: v.nullable(v.string()) })),
  ),
  pullPages: v.array(pageOf(v.object({ ...record.entries, merged: v.boolean() }))),
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
    const parsed = v.safeParse(cachedSchema, readJson(this.storage, `${CACHE_KEY_PREFIX}${this.repository}`));
    if (!parsed.success) return null;
    const { fetchedAt, issuePages, pullPages } = parsed.output;
    return { fetchedAt, issuePages, pullPages };
  }

  write(records: CachedRecords): void {
    this.storage.write(`${CACHE_KEY_PREFIX}${this.repository}`, JSON.stringify({ version: CACHE_VERSION, ...records }));
  }
}
