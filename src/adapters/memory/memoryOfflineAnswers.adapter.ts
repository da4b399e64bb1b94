import { BehaviorSubject, type Observable } from 'rxjs';
import { pageAnswerKey } from '../../domain/shell/offlineAsOf';
import type { OfflineAnswers, PageAnswer } from '../../ports/offlineAnswers.port';

/** Offline answers for tests: the test notes answers with `answer` and moves between pages with `open`. */
export class MemoryOfflineAnswers implements OfflineAnswers {
  private readonly latest = new Map<string, PageAnswer>();
  private readonly answers$ = new BehaviorSubject<readonly PageAnswer[]>([]);
  private readonly page$: BehaviorSubject<string>;

  constructor(page = '/') {
    this.page$ = new BehaviorSubject(page);
  }

  answers(): Observable<readonly PageAnswer[]> {
    return this.answers$.asObservable();
  }

  page(): Observable<string> {
    return this.page$.asObservable();
  }

  /** The page shown reads `path`: from the offline copy received at `keptAt`, or fresh (null). */
  answer(path: string, keptAt: number | null): void {
    const answer: PageAnswer = { page: this.page$.getValue(), path, keptAt };
    this.latest.set(pageAnswerKey(answer), answer);
    this.answers$.next([...this.latest.values()]);
  }

  open(page: string): void {
    this.page$.next(page);
  }
}
