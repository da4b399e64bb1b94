import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../support/stubFetch';
import { HttpPaymentDesk } from '../../src/adapters/http/httpPaymentDesk.adapter';
import { lazyPort } from '../../src/adapters/lazy/lazyPort';
import { NO_ANSWER_MESSAGE } from '../../src/adapters/http/jsonRequest';

const PAYMENT = { issueNumber: 4, payer: 'm', payee: 'octo', satoshis: 5, note: '', state: 'paid', transactionId: 'tx', createdAt: 1, paidAt: 2 };
const REQUEST = { issueNumber: 4, payee: 'octo', amount: '0.00000005', note: '', idempotencyKey: 'k'.repeat(24) };


describe('the HTTP payment desk', () => {
  it('posts the payment to /api/payments (same origin) and reads the recorded one; a pending check is a payment too', async () => {
    const answers = [Response.json({ success: true, payment: PAYMENT }, { status: 201 }), Response.json({ success: false, code: 'pending-check', payment: { ...PAYMENT, state: 'pending-check', transactionId: null } }, { status: 202 })];
    const calls = stubFetch(async () => answers.shift() ?? Response.error());
    const desk = lazyPort(async () => new HttpPaymentDesk(), { list: 'observable', pay: 'observable', due: 'observable', chooseAutoPayout: 'observable', fund: 'observable', cancelFunding: 'observable' });
    const results = [await firstValueFrom(desk.pay(REQUEST)), await firstValueFrom(desk.pay(REQUEST))];
    expect([results.map((result) => result.ok && result.value.state), calls[0]?.url, calls[0]?.init.method, calls[0]?.init.body]).toEqual([
      ['paid', 'pending-check'],
      '/api/payments',
      'POST',
      JSON.stringify(REQUEST),
    ]);
  });

  it.each([
    ['a wallet refusal', async () => Response.json({ success: false, error: 'over', code: 'spend-limit' }, { status: 422 }), { code: 'refused', reason: 'spend-limit', message: 'over' }],
    ['an expired authorization', async () => Response.json({ success: false, error: 'expired', code: 'authentication-expired' }, { status: 401 }), { code: 'authentication-expired', message: 'expired' }],
    ['not a maintainer', async () => Response.json({ success: false, error: 'no', code: 'not-maintainer' }, { status: 403 }), { code: 'forbidden', message: 'no' }],
    ['a database that is down', async () => Response.json({ success: false, error: 'down' }, { status: 503 }), { code: 'unavailable', message: 'down' }],
    ['no answer', async () => Promise.reject(new TypeError('offline')), { code: 'unavailable', message: NO_ANSWER_MESSAGE }],
  ] as const)('turns %s into an error value', async (_what, answer, error) => {
    stubFetch(answer);
    expect(await firstValueFrom(new HttpPaymentDesk().pay(REQUEST))).toEqual({ ok: false, error });
  });

  it('lists the payments, skipping a malformed one', async () => {
    stubFetch(async () => Response.json({ success: true, payments: [PAYMENT, { ...PAYMENT, satoshis: 'lots' }] }));
    expect(await firstValueFrom(new HttpPaymentDesk().list())).toEqual({ ok: true, value: [PAYMENT] });
  });

  it('reads the payouts due and turns paying on merge on (PUT /api/payments/auto); a malformed answer is an error', async () => {
    const due = { payouts: [{ issueNumber: 4, title: 'Done', payee: 'octo', reason: 'claimant-work', satoshis: 1_000_000 }], autoPayouts: [] };
    const choice = { scope: 0, enabled: true, maintainer: 'alice', updatedAt: 1 };
    const answers = [Response.json({ success: true, ...due }), Response.json({ success: true, choice }), Response.json({ success: true, payouts: 'none' })];
    const calls = stubFetch(async () => answers.shift() ?? Response.error());
    const desk = new HttpPaymentDesk();
    const results = [await firstValueFrom(desk.due()), await firstValueFrom(desk.chooseAutoPayout(null, true)), await firstValueFrom(desk.due())];
    expect([results, calls.map((call) => [call.url, call.init.method, call.init.body])]).toEqual([
      [{ ok: true, value: due }, { ok: true, value: choice }, { ok: false, error: { code: 'unavailable', message: 'The server answered something unexpected.' } }],
      [
        ['/api/payments/due', 'GET', undefined],
        ['/api/payments/auto', 'PUT', JSON.stringify({ issueNumber: null, enabled: true })],
        ['/api/payments/due', 'GET', undefined],
      ],
    ]);
  });
});
