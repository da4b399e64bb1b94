import { pageAnswerKey } from '../../domain/shell/offlineAsOf';
import type { PageAnswer } from '../../ports/offlineAnswers.port';

/** Tabs remembered at most; the oldest is forgotten first (a tab that reads again is remembered anew). */
const TABS = 32;

/**
 * What the service worker answered each tab (client), per page and API address: the latest answer only, kept or
 * fresh. In the worker's memory, so it starts empty when the browser restarts the worker; the page keeps what it was
 * told.
 */
export class ServedAnswers {
  private readonly tabs = new Map<string, Map<string, PageAnswer>>();

  /** Notes an answer to the tab `clientId` showing the page at `pageUrl` (the tab's address); returns it. */
  record(clientId: string, pageUrl: string, path: string, keptAt: number | null): PageAnswer {
    const answer: PageAnswer = { page: new URL(pageUrl).pathname, path, keptAt };
    const tab = this.tabs.get(clientId) ?? new Map<string, PageAnswer>();
    this.tabs.delete(clientId);
    tab.set(pageAnswerKey(answer), answer);
    this.tabs.set(clientId, tab);
    if (this.tabs.size > TABS) this.tabs.delete(this.tabs.keys().next().value as string);
    return answer;
  }

  /** The latest answers given to the tab `clientId`. */
  of(clientId: string): PageAnswer[] {
    return [...(this.tabs.get(clientId)?.values() ?? [])];
  }
}
