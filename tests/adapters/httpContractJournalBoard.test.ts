import { lastValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HttpContractJournalBoard } from '../../src/adapters/http/httpContractJournalBoard.adapter';
import type { Result } from '../../src/domain/shared/result';
import type { ContractJournalError } from '../../src/ports/contractJournalBoard.port';
import { stubFetch } from '../support/stubFetch';

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const EVENT = { issueNumber: 4, kind: 'paid', actor: 'alice', at: 5, detail: { payee: 'octo', satoshis: 10, transactionId: 'ab' } };
const NOTICE = { id: '9', to: 'bob', kind: 'claim-reminder', issueNumber: 4, at: 6, detail: { deadline: 7 }, title: 'Docs', readAt: null };

describe('the contract journal over HTTP', () => {
  it('reads a contract’s history, skipping a malformed or unknown event and leaving out a fact that is no text or number', async () => {
    const calls = stubFetch(json(200, { success: true, events: [EVENT, { ...EVENT, kind: 'teleported' }, { ...EVENT, actor: 5 }, { ...EVENT, detail: { ...EVENT.detail, payee: {} } }] }));
    const { payee: _payee, ...withoutPayee } = EVENT.detail;
    expect(await lastValueFrom(new HttpContractJournalBoard().history(4))).toEqual({ ok: true, value: [EVENT, { ...EVENT, detail: withoutPayee }] });
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([['/api/contracts/4/history', 'GET']]);
  });

  it('reads the inbox, and marks it read with a POST', async () => {
    const calls = stubFetch(json(200, { success: true, notices: [NOTICE, { ...NOTICE, readAt: 'yesterday' }], marked: 1 }));
    const board = new HttpContractJournalBoard();
    expect([await lastValueFrom(board.notices()), await lastValueFrom(board.markNoticesRead())]).toEqual([
      { ok: true, value: [NOTICE] },
      { ok: true, value: null },
    ]);
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([
      ['/api/notices', 'GET'],
      ['/api/notices/read', 'POST'],
    ]);
  });

  it('counts the unread notices; a malformed count is unavailable', async () => {
    const calls = stubFetch(json(200, { success: true, unread: 3 }));
    const board = new HttpContractJournalBoard();
    const counted = await lastValueFrom(board.unreadNotices());
    stubFetch(json(200, { success: true, unread: -1 }));
    expect([counted, await lastValueFrom(board.unreadNotices())]).toEqual([
      { ok: true, value: 3 },
      { ok: false, error: { code: 'unavailable' } },
    ]);
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([['/api/notices/count', 'GET']]);
  });

  it('answers a refusal or no answer as its code', async () => {
    const board = new HttpContractJournalBoard();
    const answers = [];
    const asks: [number, () => Observable<Result<unknown, ContractJournalError>>][] = [[401, () => board.notices()], [404, () => board.history(99)], [503, () => board.history(1)], [200, () => board.notices()]];
    for (const [status, call] of asks) {
      stubFetch(json(status, status === 200 ? { success: true } : { code: 'x' }));
      answers.push(await lastValueFrom(call()));
    }
    stubFetch(() => Promise.reject(new TypeError('offline')));
    answers.push(await lastValueFrom(board.markNoticesRead()));
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.error.code))).toEqual(['not-signed-in', 'not-found', 'unavailable', 'unavailable', 'unavailable']);
  });
});
