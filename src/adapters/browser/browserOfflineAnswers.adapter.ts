import { Observable } from 'rxjs';
import { pageAnswerKey } from '../../domain/shell/offlineAsOf';
import type { OfflineAnswers, PageAnswer } from '../../ports/offlineAnswers.port';
import { PAGE_ANSWERS_MESSAGE, PAGE_ANSWERS_REQUEST } from '../serviceWorker/pageAnswersProtocol';

const isPageAnswer = (value: unknown): value is PageAnswer => {
  const answer = value as Partial<PageAnswer> | null;
  return typeof answer?.page === 'string' && typeof answer.path === 'string' && (answer.keptAt === null || typeof answer.keptAt === 'number');
};

/**
 * The answers the service worker says it gave this tab (`PAGE_ANSWERS_MESSAGE`): all it remembers when first asked,
 * then each as it comes; the tab keeps the latest per page and address itself, so a restarted worker loses nothing
 * already told. The page shown: the path after each navigation, through the Navigation API where the browser has it
 * (the router's in-app links included), else after back and forward. Without a service worker, no answer is kept.
 */
export class BrowserOfflineAnswers implements OfflineAnswers {
  answers(): Observable<readonly PageAnswer[]> {
    return new Observable((subscriber) => {
      const latest = new Map<string, PageAnswer>();
      subscriber.next([]);
      const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
      if (worker === undefined) return undefined;
      const listen = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; answers?: unknown } | null;
        if (data?.type !== PAGE_ANSWERS_MESSAGE || !Array.isArray(data.answers)) return;
        for (const answer of data.answers.filter(isPageAnswer)) latest.set(pageAnswerKey(answer), answer);
        subscriber.next([...latest.values()]);
      };
      worker.addEventListener('message', listen);
      worker.startMessages();
      worker.controller?.postMessage({ type: PAGE_ANSWERS_REQUEST });
      return () => worker.removeEventListener('message', listen);
    });
  }

  page(): Observable<string> {
    return new Observable((subscriber) => {
      const emit = () => subscriber.next(window.location.pathname);
      emit();
      const navigation = (window as { navigation?: EventTarget }).navigation;
      const target: EventTarget = navigation ?? window;
      const event = navigation === undefined ? 'popstate' : 'currententrychange';
      target.addEventListener(event, emit);
      return () => target.removeEventListener(event, emit);
    });
  }
}
