import type { CodeHostError } from '../../ports/codeHostError';
import type { ContractRecordsSource, RecordsReading } from '../../ports/contractRecordsSource.port';
import { faultForBrowser } from './githubFaultText';
import type { GitHubGateway, GitHubList } from './githubGateway';
import { parseIssueList, parsePullList } from './githubRecordSchemas';

/** Reading again sooner than this returns the last reading (the gateway paces GitHub itself, per URL). */
export const GATEWAY_RECORDS_MIN_INTERVAL_MS = 1_000;
/**
 * Unauthenticated GitHub allows 60 calls an hour per address: a full read of `pages` pages is repeated at most every
 * `pages` × 72 s (50 calls an hour, leaving room for retries), and never more often than every 5 minutes.
 */
export const unauthenticatedIntervalMs = (pages: number): number => Math.max(5 * 60_000, pages * 72_000);

interface PageRead<T> {
  readonly body: string;
  readonly items: readonly T[];
}

/**
 * The records through the server's GitHub gateway: every page of issues and pulls (following `Link: next` up to
 * `GITHUB_MAX_PAGES`), each page parsed once per distinct answer; the same records object while every page is
 * unchanged. A webhook's refresh (the gateway's change event) makes the next read ask again at once.
 */
export class GatewayContractRecords implements ContractRecordsSource {
  private last: RecordsReading = { records: null, checkedAt: null, fault: null };
  private lastReadAt = Number.NEGATIVE_INFINITY;
  private lastPages = 2;
  private pending: Promise<RecordsReading> | null = null;
  private readonly pages = new Map<string, PageRead<unknown>>();

  constructor(
    private readonly gateway: GitHubGateway,
    private readonly now: () => number,
    /** Whether the gateway reads GitHub without a token (then reads are paced by `unauthenticatedIntervalMs`). */
    private readonly unauthenticated = false,
    /** The repository read (`owner/name`); undefined: the operator's, `GITHUB_REPO`. */
    private readonly repo?: string,
  ) {}

  read(): Promise<RecordsReading> {
    const interval = this.unauthenticated ? unauthenticatedIntervalMs(this.lastPages) : GATEWAY_RECORDS_MIN_INTERVAL_MS;
    if (this.now() - this.lastReadAt < interval && this.last.records !== null) return Promise.resolve(this.last);
    this.pending ??= this.readAll().finally(() => (this.pending = null));
    return this.pending;
  }

  onChange(listener: () => void): () => void {
    return this.gateway.onChange(() => {
      this.lastReadAt = Number.NEGATIVE_INFINITY;
      listener();
    });
  }

  private async readAll(): Promise<RecordsReading> {
    this.lastReadAt = this.now();
    const issues = await this.readList('issues', parseIssueList);
    const pulls = await this.readList('pulls', parsePullList);
    const fault = issues.fault ?? pulls.fault;
    this.lastPages = issues.pages + pulls.pages;
    if (issues.items === null || pulls.items === null) {
      this.last = { ...this.last, fault };
      return this.last;
    }
    const previous = this.last.records;
    const same = previous !== null && sameItems(previous.issues, issues.items) && sameItems(previous.pulls, pulls.items);
    const checkedAt = Math.min(issues.checkedAt, pulls.checkedAt);
    const records = same ? previous : { issues: issues.items, pulls: pulls.items, fetchedAt: checkedAt };
    this.last = { records, checkedAt, fault };
    return this.last;
  }

  private async readList<T>(list: GitHubList, parse: (json: unknown) => T[] | null) {
    const items: T[] = [];
    let fault: CodeHostError | null = null;
    let checkedAt = Number.POSITIVE_INFINITY;
    let page = 1;
    for (; page <= this.gateway.settings.maxPages; page += 1) {
      const url = this.gateway.listUrl(list, page, this.repo);
      const result = await this.gateway.read(url);
      if (result.fault !== null) fault ??= faultForBrowser(result.fault);
      if (result.answer === null) return { items: null, fault, checkedAt, pages: page };
      checkedAt = Math.min(checkedAt, result.answer.checkedAt);
      items.push(...this.parsed(url, result.answer.body, parse));
      if (!result.answer.hasNext) break;
    }
    return { items, fault, checkedAt, pages: Math.min(page, this.gateway.settings.maxPages) };
  }

  /** A page's items, parsed once per distinct body. */
  private parsed<T>(url: string, body: string, parse: (json: unknown) => T[] | null): readonly T[] {
    const known = this.pages.get(url) as PageRead<T> | undefined;
    if (known?.body === body) return known.items;
    const items = parse(JSON.parse(body)) ?? [];
    this.pages.set(url, { body, items });
    return items;
  }
}

/** The same items, one by one (each page's items are kept objects while the page is unchanged). */
const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((item, index) => item === b[index]);
