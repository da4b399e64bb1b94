import { describe, expect, it } from 'vitest';
import { MemoryPaymentRepository } from '../../src/adapters/memory/memoryPaymentRepository.adapter';
import { MemorySessionRepository } from '../../src/adapters/memory/memorySessionRepository.adapter';
import { PlainTokenCipher } from '../../src/adapters/memory/plainTokenCipher.adapter';
import { paidAs, payFails, ScriptedPaymentGateway } from '../../src/adapters/memory/scriptedPaymentGateway.adapter';
import { SequentialSessionIds } from '../../src/adapters/memory/sequentialSessionIds.adapter';
import type { StoredPayment } from '../../src/ports/paymentRepository.port';

// The in-memory server repositories keep the database's guarantees: the cases of tests/server/database's contracts.

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY_MS = 86_400_000;
const profile = { handle: 'sandbox_alice', paymail: 'a@sandbox.invalid', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
const session = { idHash: 'a'.repeat(64), profile, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + DAY_MS };
const start = (issueNumber: number, key: string, payee = 'octo', createdAt = NOW): Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'> => ({
  issueNumber,
  idempotencyKey: key,
  payer: 'maintainer',
  payee,
  satoshis: 2_000_000,
  note: 'thanks',
  createdAt,
  leaseUntil: NOW + 1_000,
  payerTokenCiphertext: 'v1.sealed',
});
const pending = (issueNumber: number, key: string): StoredPayment => ({ ...start(issueNumber, key), state: 'pending-check', transactionId: null, paidAt: null });

describe('the in-memory session repository', () => {
  it('keeps, finds, re-verifies and deletes a session', async () => {
    const sessions = new MemorySessionRepository();
    await sessions.create(session);
    await sessions.markVerified(session.idHash, NOW + 5);
    await sessions.markVerified('b'.repeat(64), NOW + 5);
    expect(await sessions.find(session.idHash)).toEqual({ ...session, verifiedAt: NOW + 5 });
    expect([await sessions.delete(session.idHash), await sessions.delete(session.idHash)]).toEqual([true, false]);
    expect(await sessions.find(session.idHash)).toBeNull();
  });

  it('refuses a second session under the same id hash', async () => {
    const sessions = new MemorySessionRepository();
    await sessions.create(session);
    await expect(sessions.create({ ...session, tokenCiphertext: 'other' })).rejects.toThrow();
    expect(sessions.stored).toEqual([session]);
  });

  it('deletes expired sessions only', async () => {
    const sessions = new MemorySessionRepository();
    await sessions.create(session);
    await sessions.create({ ...session, idHash: 'b'.repeat(64), expiresAt: NOW });
    expect(await sessions.deleteExpired(NOW)).toBe(1);
    expect(sessions.stored).toEqual([session]);
  });
});

describe('the in-memory payment repository', () => {
  it('begins a payment once per contract; a second start gets the first back', async () => {
    const payments = new MemoryPaymentRepository();
    expect(await payments.begin(start(7, 'key-one'))).toEqual({ kind: 'begun', payment: pending(7, 'key-one') });
    expect(await payments.begin(start(7, 'key-two', 'other'))).toEqual({ kind: 'taken', existing: pending(7, 'key-one') });
    expect(await payments.begin(start(8, 'key-one'))).toEqual({ kind: 'key-reused' });
    expect(await payments.all()).toEqual([pending(7, 'key-one')]);
  });

  it('lets exactly one of twenty simultaneous starts for a contract begin', async () => {
    const payments = new MemoryPaymentRepository();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => payments.begin(start(3, `key-${index}`))));
    expect(outcomes.filter((outcome) => outcome.kind === 'begun')).toHaveLength(1);
    expect(await payments.all()).toHaveLength(1);
  });

  it('settles a pending payment as paid and forgets the sealed token; a paid one stays as it is', async () => {
    const payments = new MemoryPaymentRepository();
    await payments.begin(start(5, 'key-five'));
    const paid = await payments.settle(5, 'tx-5', NOW + 10);
    expect(paid).toEqual({ ...pending(5, 'key-five'), state: 'paid', transactionId: 'tx-5', paidAt: NOW + 10, leaseUntil: 0, payerTokenCiphertext: null });
    await payments.discard(5);
    expect(await payments.settle(5, 'tx-other', NOW + 20)).toEqual(paid);
    expect(await payments.settle(6, 'tx-6', NOW)).toBeNull();
  });

  it('leases a pending payment only after its lease ran out, and to one caller', async () => {
    const payments = new MemoryPaymentRepository();
    await payments.begin(start(6, 'key-six'));
    expect(await payments.lease(6, NOW + 999, NOW + 5_000)).toBe(false);
    const takers = await Promise.all([1, 2, 3].map(() => payments.lease(6, NOW + 1_000, NOW + 5_000)));
    expect(takers).toEqual([true, false, false]);
    await payments.unlease(6);
    expect((await payments.find(6))?.leaseUntil).toBe(0);
    await payments.settle(6, 'tx-6', NOW);
    expect(await payments.lease(6, NOW + 9_000, NOW + 10_000)).toBe(false);
    await payments.unlease(6);
    expect(await payments.lease(9, NOW, NOW + 1)).toBe(false);
  });

  it('discards a pending payment, never a paid one, and lists newest first', async () => {
    const payments = new MemoryPaymentRepository();
    await payments.begin(start(1, 'key-a'));
    await payments.begin(start(2, 'key-b'));
    await payments.begin(start(3, 'key-c', 'octo', NOW - 1));
    await payments.settle(2, 'tx-2', NOW);
    await payments.discard(1);
    await payments.discard(2);
    expect((await payments.all()).map((payment) => [payment.issueNumber, payment.state])).toEqual([
      [2, 'paid'],
      [3, 'pending-check'],
    ]);
  });
});

describe('the test doubles of the server’s wallet and secrets', () => {
  it('the plain cipher opens only what it sealed', () => {
    const cipher = new PlainTokenCipher();
    expect(cipher.decrypt(cipher.encrypt('token'))).toBe('token');
    expect(cipher.decrypt('token')).toBeNull();
  });

  it('session ids are well-formed cookie values in order, hashed readably', () => {
    const ids = new SequentialSessionIds();
    const [first, second] = [ids.newId(), ids.newId()];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(ids.hash(first)).toBe(`hash:${first}`);
  });

  it('the scripted gateway answers its script, then pays, and its history holds what it paid', async () => {
    const gateway = new ScriptedPaymentGateway().willPay(payFails('timeout'), paidAs('tx-mine'));
    const order = { kind: 'reward', payer: 'maintainer', payee: 'octo', satoshis: 1, note: '', reference: 'ref-1' } as const;
    const ref1 = { kind: 'reward', payer: 'maintainer', reference: 'ref-1' } as const;
    expect(await gateway.pay('t', order)).toEqual(payFails('timeout'));
    expect(await gateway.findPayment('t', ref1)).toEqual({ ok: true, value: null });
    expect(await gateway.pay('t', order)).toEqual(paidAs('tx-mine'));
    expect(await gateway.pay('t', { ...order, reference: 'ref-2' })).toEqual(paidAs('tx-3'));
    expect(await gateway.findPayment('t', ref1)).toEqual({ ok: true, value: { transactionId: 'tx-mine' } });
    expect(await gateway.willFind({ ok: false, error: 'unknown' }).findPayment('t', ref1)).toEqual({ ok: false, error: 'unknown' });
    expect(gateway.findCalls).toHaveLength(3);
  });
});
