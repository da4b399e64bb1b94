import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpPendingPaymentDesk } from '../../src/adapters/http/httpPendingPaymentDesk.adapter';

function stubFetch(...answers: Response[]) {
  const calls: { url: string; method: string | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return answers.shift() ?? Response.error();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const wire = {
  id: 'purchase:buy-1',
  kind: 'purchase',
  payer: 'bob',
  receivers: [{ handle: 'alice', satoshis: 100_000 }, { handle: 'fees', satoshis: 2_500 }],
  reference: 'buy-1',
  subject: '10 × item-1',
  createdAt: 5,
};
const view = { id: wire.id, kind: wire.kind, subject: wire.subject, reference: wire.reference, receivers: wire.receivers, createdAt: 5 };
const problem = (status: number, code: string) => Response.json({ type: `/api#${code}`, title: code, status, code, success: false }, { status });

describe('the pending payment desk over HTTP', () => {
  it('lists, settles and releases through /api/pending-payments', async () => {
    const calls = stubFetch(
      Response.json({ success: true, pending: [wire] }),
      Response.json({ success: true, settled: { ...wire, transactionId: 'tx-1' } }),
      Response.json({ success: true, released: wire }),
    );
    const desk = new HttpPendingPaymentDesk();
    expect(await desk.list()).toEqual({ ok: true, value: [view] });
    expect(await desk.settle(wire.id, 'tx-1')).toEqual({ ok: true, value: view });
    expect(await desk.release(wire.id)).toEqual({ ok: true, value: view });
    expect(calls).toEqual([
      { url: '/api/pending-payments', method: 'GET', body: undefined },
      { url: '/api/pending-payments/settle', method: 'POST', body: { id: wire.id, transactionId: 'tx-1' } },
      { url: '/api/pending-payments/release', method: 'POST', body: { id: wire.id } },
    ]);
  });

  it('passes on the refusal’s code, and says who is not signed in', async () => {
    stubFetch(problem(422, 'payment-mismatch'), problem(404, 'unknown-pending-payment'), problem(401, 'not-authenticated'));
    const desk = new HttpPendingPaymentDesk();
    expect(await desk.settle(wire.id, 'tx-2')).toEqual({ ok: false, error: { code: 'refused', reason: 'payment-mismatch' } });
    expect(await desk.release(wire.id)).toEqual({ ok: false, error: { code: 'refused', reason: 'unknown-pending-payment' } });
    expect(await desk.list()).toEqual({ ok: false, error: { code: 'not-signed-in' } });
  });

  it('is unavailable with no answer, an unknown code or a body that does not match', async () => {
    stubFetch(Response.error(), problem(500, 'internal'), Response.json({ success: true, pending: [{ id: 1 }] }));
    const desk = new HttpPendingPaymentDesk();
    const unavailable = { ok: false, error: { code: 'unavailable' } };
    expect(await desk.settle(wire.id, 'tx')).toEqual(unavailable);
    expect(await desk.release(wire.id)).toEqual(unavailable);
    expect(await desk.list()).toEqual(unavailable);
  });
});
