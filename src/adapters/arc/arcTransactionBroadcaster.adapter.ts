import { err, ok, type Result } from '../../domain/shared/result';
import type { BroadcastFailure, BroadcastReceipt, TransactionBroadcaster } from '../../ports/transactionBroadcaster.port';
import type { BroadcastSettings } from '../config/broadcastSettings';

/** The longest broadcaster's message passed on. */
const MAX_DETAIL_CHARS = 300;

/** ARC's answers, as far as the relay reads them. */
interface ArcAnswer {
  readonly txid?: unknown;
  readonly txStatus?: unknown;
  readonly title?: unknown;
  readonly detail?: unknown;
  readonly extraInfo?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Broadcasts through an ARC endpoint (`POST <url>/v1/tx` with `{"rawTx": hex}`, the key as a bearer token):
 * 2xx with a txid is a receipt; 401/403 is the server's credentials; another 4xx (ARC's 460–469 among them) is
 * ARC refusing the transaction, with its words; 5xx, no answer or an unreadable one is 'broadcast-unavailable'.
 */
export class ArcTransactionBroadcaster implements TransactionBroadcaster {
  constructor(private readonly settings: BroadcastSettings) {}

  async broadcast(hex: string): Promise<Result<BroadcastReceipt, BroadcastFailure>> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.url}/v1/tx`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(this.settings.apiKey === null ? {} : { Authorization: `Bearer ${this.settings.apiKey}` }),
        },
        body: JSON.stringify({ rawTx: hex }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      return err({ code: error instanceof DOMException && error.name === 'TimeoutError' ? 'broadcast-timeout' : 'broadcast-unavailable' });
    }
    const answer = (await response.json().catch(() => ({}))) as ArcAnswer;
    if (response.status === 401 || response.status === 403) return err({ code: 'broadcast-unauthorized' });
    if (response.status >= 400 && response.status < 500) {
      const detail = [text(answer.title), text(answer.detail), text(answer.extraInfo)].filter((part) => part !== '').join(': ');
      return err({ code: 'broadcast-rejected', status: response.status, detail: detail.slice(0, MAX_DETAIL_CHARS) });
    }
    if (!response.ok || text(answer.txid) === '') return err({ code: 'broadcast-unavailable' });
    return ok({ txid: text(answer.txid), status: text(answer.txStatus) });
  }
}
