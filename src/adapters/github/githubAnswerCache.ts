/** The last good answer of GitHub for one URL, as the gateway keeps it. */
export interface CachedGitHubAnswer {
  /** The upstream URL, the cache key. */
  readonly url: string;
  /** The JSON text GitHub sent, validated as the expected shape. */
  readonly body: string;
  readonly etag: string | null;
  /** GitHub said there is a next page (`Link: <…>; rel="next"`). */
  readonly hasNext: boolean;
  /** When GitHub last confirmed this answer (200 or 304), epoch ms: revalidation waits for the interval after it. */
  readonly checkedAt: number;
}

/**
 * Where the gateway keeps its answers: in memory by default; a database can back it without the gateway changing.
 * Every method resolves (a store that cannot answer reports no answer) and never rejects.
 */
export interface GitHubAnswerCache {
  /** The answer kept for `url`, or null. */
  get(url: string): Promise<CachedGitHubAnswer | null>;
  /** Keeps `answer`, replacing the one of the same URL. */
  put(answer: CachedGitHubAnswer): Promise<void>;
  /** The URLs that have an answer, in the order first kept. */
  urls(): Promise<readonly string[]>;
}

/** The answers in this process's memory: lost on restart, not shared between processes. */
export class MemoryGitHubAnswerCache implements GitHubAnswerCache {
  private readonly answers = new Map<string, CachedGitHubAnswer>();

  get(url: string): Promise<CachedGitHubAnswer | null> {
    return Promise.resolve(this.answers.get(url) ?? null);
  }

  put(answer: CachedGitHubAnswer): Promise<void> {
    this.answers.set(answer.url, answer);
    return Promise.resolve();
  }

  urls(): Promise<readonly string[]> {
    return Promise.resolve([...this.answers.keys()]);
  }
}
