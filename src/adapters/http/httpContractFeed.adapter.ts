import { distinctUntilChanged, map, Observable, skip } from 'rxjs';
import * as v from 'valibot';
import type { Contract } from '../../domain/contracts/contract';
import type { CodeHostError } from '../../ports/codeHostError';
import type { ContractFeed, ContractFeedUpdate } from '../../ports/contractFeed.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { KEPT_AT_HEADER } from '../serviceWorker/serviceWorkerProtocol';
import { FaultSchema } from '../wire/contracts.schema';
import { API_PATHS } from './apiPaths';
import { contractsOfWire } from './contractsWire';

/** The tab's copy of the last answer, in the wire shape (`contractsWire.ts`); the key names the shape it holds. */
const CACHE_KEY = 'serverContracts.rows';
const ListAnswer = v.object({ fault: v.nullable(FaultSchema) });
const ProblemAnswer = v.object({ fault: FaultSchema });

const UNREACHABLE: CodeHostError = { code: 'network', message: 'The server could not be reached.' };
const MALFORMED: CodeHostError = { code: 'malformed-response', message: 'The server answered something unexpected.' };

interface Kept {
  readonly etag: string;
  readonly contracts: readonly Contract[];
  readonly fault: CodeHostError | null;
}

/** The contracts of an answer; one malformed contract is skipped, not the whole list. */
function contractsOf(body: unknown): { contracts: readonly Contract[]; fault: CodeHostError | null } | null {
  const list = v.safeParse(ListAnswer, body);
  const contracts = list.success ? contractsOfWire(body) : null;
  return list.success && contracts !== null ? { contracts, fault: list.output.fault } : null;
}

/**
 * The server's contracts over HTTP (`GET /api/contracts`), revalidated with the kept ETag (a 304 costs nothing), the
 * last answer kept in this tab for the first paint of the next visit; changes from the server's event stream.
 */
export class HttpContractFeed implements ContractFeed {
  private kept: Kept | null = null;
  private answered = false;

  constructor(private readonly tabStore: KeyValueStore) {}

  load(): Observable<ContractFeedUpdate> {
    return new Observable<ContractFeedUpdate>((subscriber) => {
      const controller = new AbortController();
      const kept = this.kept ?? this.readKept();
      // The kept copy paints the first visit's page at once; later loads wait for the server's answer.
      if (kept !== null && !this.answered) subscriber.next({ kind: 'contracts', ...kept, source: 'cache', revalidating: true });
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (kept !== null) headers['If-None-Match'] = kept.etag;
      // The compact rows (`form=compact`): every contract at once, the page's own first load.
      fetch(`${API_PATHS.contracts}?form=compact`, { headers, signal: controller.signal, credentials: 'same-origin' })
        .then(async (response) => this.answerOf(response, kept))
        .catch((): ContractFeedUpdate => ({ kind: 'failure', error: UNREACHABLE }))
        .then((update) => {
          if (subscriber.closed) return;
          subscriber.next(update);
          subscriber.complete();
        });
      return () => controller.abort();
    });
  }

  changes(): Observable<void> {
    return new Observable<string>((subscriber) => {
      const source = new EventSource(`${API_PATHS.contracts}/events`);
      source.addEventListener('contracts', (event) => subscriber.next((event as MessageEvent<string>).data));
      return () => source.close();
    }).pipe(
      distinctUntilChanged(),
      skip(1),
      map(() => undefined),
    );
  }

  private async answerOf(response: Response, kept: Kept | null): Promise<ContractFeedUpdate> {
    if (response.status === 304 && kept !== null) {
      this.answered = true;
      return { kind: 'contracts', ...kept, source: 'network', revalidating: false };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = v.safeParse(ProblemAnswer, body);
      return { kind: 'failure', error: problem.success ? problem.output.fault : { code: 'http-status', message: `The server answered ${response.status}.` } };
    }
    const read = contractsOf(body);
    if (read === null) return { kind: 'failure', error: MALFORMED };
    this.answered = true;
    this.keep({ etag: response.headers.get('etag') ?? '', ...read }, body);
    // The service worker's kept answer, when the network could not be reached.
    const keptAt = Number(response.headers.get(KEPT_AT_HEADER) ?? Number.NaN);
    return { kind: 'contracts', ...read, source: 'network', revalidating: false, ...(Number.isFinite(keptAt) ? { keptAt } : {}) };
  }

  /** Keeps the answer read, and the answer's wire body (compact) in the tab for the next visit. */
  private keep(kept: Kept, body: unknown): void {
    this.kept = kept.etag === '' ? null : kept;
    if (this.kept !== null) this.tabStore.write(CACHE_KEY, JSON.stringify({ ...(body as object), etag: kept.etag }));
  }

  private readKept(): Kept | null {
    const stored = this.tabStore.read(CACHE_KEY);
    if (stored === null) return null;
    try {
      const parsed = JSON.parse(stored) as { etag?: unknown };
      const read = contractsOf(parsed);
      if (read === null || typeof parsed.etag !== 'string') return null;
      this.kept = { etag: parsed.etag, ...read };
      return this.kept;
    } catch {
      return null;
    }
  }
}
