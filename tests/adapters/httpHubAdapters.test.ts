import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpHubBoard } from '../../src/adapters/http/httpHubBoard.adapter';
import { HttpHubSubmissions } from '../../src/adapters/http/httpHubSubmissions.adapter';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';

function stubFetch(...answers: (() => Promise<Response>)[]) {
  const calls: { url: string; method: string | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return (answers.shift() ?? (async () => Response.error()))();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const posted = { ...SAMPLE_OFFER, id: '3', poster: 'alice', postedAt: 5 };

describe('the HTTP hub submissions', () => {
  it('posts offers, commissions and briefs as JSON to their endpoints', async () => {
    const calls = stubFetch(...[1, 2, 3].map(() => async () => Response.json({ success: true }, { status: 201 })));
    const submissions = new HttpHubSubmissions();
    const results = [
      await firstValueFrom(submissions.submitServiceOffer(SAMPLE_OFFER)),
      await firstValueFrom(submissions.submitCommission(SAMPLE_COMMISSION)),
      await firstValueFrom(submissions.sendDeveloperBrief({ offerId: '3', brief: 'Hi' })),
    ];
    expect([results, calls]).toEqual([
      [{ ok: true, value: undefined }, { ok: true, value: undefined }, { ok: true, value: undefined }],
      [
        { url: '/api/offers', method: 'POST', body: SAMPLE_OFFER },
        { url: '/api/commissions', method: 'POST', body: SAMPLE_COMMISSION },
        { url: '/api/briefs', method: 'POST', body: { offerId: '3', brief: 'Hi' } },
      ],
    ]);
  });

  it.each([
    ['refused fields (400)', () => Response.json({ success: false, code: 'invalid-fields', fieldErrors: { title: 'titleRequired' } }, { status: 400 }), { kind: 'invalid', fieldErrors: { title: 'titleRequired' } }],
    ['a 400 without field codes', () => Response.json({ success: false, error: 'x' }, { status: 400 }), { kind: 'unavailable' }],
    ['no session (401)', () => Response.json({ success: false }, { status: 401 }), { kind: 'not-signed-in' }],
    ['a withdrawn offer (404)', () => Response.json({ success: false }, { status: 404 }), { kind: 'not-found' }],
    ['too large (413)', () => Response.json({ success: false }, { status: 413 }), { kind: 'unavailable' }],
    ['too many (429)', () => Response.json({ success: false }, { status: 429 }), { kind: 'unavailable' }],
    ['a database that is down (503)', () => Response.json({ success: false }, { status: 503 }), { kind: 'unavailable' }],
    ['no answer', () => Promise.reject(new TypeError('offline')), { kind: 'unavailable' }],
  ] as const)('turns %s into an error value', async (_what, answer, error) => {
    stubFetch(async () => answer());
    expect(await firstValueFrom(new HttpHubSubmissions().submitServiceOffer(SAMPLE_OFFER))).toEqual({ ok: false, error });
  });
});

describe('the HTTP hub board', () => {
  it('reads offers, commissions and briefs, skipping a malformed item', async () => {
    const commission = { ...SAMPLE_COMMISSION, id: '1', poster: 'bob', postedAt: 1 };
    const brief = { id: '1', offerId: '3', offerTitle: 'T', from: 'bob', brief: 'Hi', sentAt: 2 };
    stubFetch(
      async () => Response.json({ success: true, offers: [posted, { ...posted, availability: 'always' }], next: 'Mi4x' }),
      async () => Response.json({ success: true, commissions: [commission, { id: 2 }], next: null }),
      async () => Response.json({ success: true, briefs: [brief] }),
      async () => Response.json({ success: true, count: 4 }),
      async () => Response.json({ success: true, nothing: [] }),
    );
    const board = new HttpHubBoard();
    expect([
      await firstValueFrom(board.offers()),
      await firstValueFrom(board.commissions()),
      await firstValueFrom(board.inbox()),
      await firstValueFrom(board.inboxCount()),
      await firstValueFrom(board.offers()),
    ]).toEqual([
      { ok: true, value: { items: [posted], next: 'Mi4x' } },
      { ok: true, value: { items: [commission], next: null } },
      { ok: true, value: { items: [brief], next: null } },
      { ok: true, value: 4 },
      { ok: false, error: { code: 'unavailable' } },
    ]);
  });

  it('reads a `next` that is no cursor (another spelling, not text) as the last page, so it is never sent back', async () => {
    stubFetch(
      async () => Response.json({ success: true, offers: [], next: 'a/b?c' }),
      async () => Response.json({ success: true, commissions: [], next: 42 }),
      async () => Response.json({ success: true, briefs: [], next: 'Mi4x' }),
    );
    const board = new HttpHubBoard();
    const nexts = [await firstValueFrom(board.offers()), await firstValueFrom(board.commissions()), await firstValueFrom(board.inbox())].map((page) =>
      page.ok ? page.value.next : 'refused',
    );
    expect(nexts).toEqual([null, null, 'Mi4x']);
  });

  it('asks for the page after a cursor', async () => {
    const calls = stubFetch(
      async () => Response.json({ success: true, offers: [], next: null }),
      async () => Response.json({ success: true, commissions: [], next: null }),
      async () => Response.json({ success: true, briefs: [], next: null }),
    );
    const board = new HttpHubBoard();
    await firstValueFrom(board.offers('Mi4x'));
    await firstValueFrom(board.commissions('a/b'));
    await firstValueFrom(board.inbox('Mi4x'));
    expect(calls.map((call) => call.url)).toEqual(['/api/offers?cursor=Mi4x', '/api/commissions?cursor=a%2Fb', '/api/briefs?cursor=Mi4x']);
  });

  it('withdraws and closes by id, and words refusals by status', async () => {
    const calls = stubFetch(
      async () => Response.json({ success: true }),
      async () => Response.json({ success: false }, { status: 403 }),
      async () => Response.json({ success: false }, { status: 404 }),
      async () => Response.json({ success: false }, { status: 401 }),
      async () => Response.json({ success: false }, { status: 503 }),
    );
    const board = new HttpHubBoard();
    const results = [
      await firstValueFrom(board.withdrawOffer('3')),
      await firstValueFrom(board.closeCommission('a/b')),
      await firstValueFrom(board.withdrawOffer('9')),
      await firstValueFrom(board.inboxCount()),
      await firstValueFrom(board.commissions()),
    ];
    expect([results.map((result) => (result.ok ? 'ok' : result.error.code)), calls.map((call) => `${call.method} ${call.url}`)]).toEqual([
      ['ok', 'forbidden', 'not-found', 'not-signed-in', 'unavailable'],
      ['DELETE /api/offers/3', 'DELETE /api/commissions/a%2Fb', 'DELETE /api/offers/9', 'GET /api/briefs/count', 'GET /api/commissions'],
    ]);
  });
});
