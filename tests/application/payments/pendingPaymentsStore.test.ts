import { describe, expect, it } from 'vitest';
import { MemoryPendingPaymentDesk } from '../../../src/adapters/memory/memoryPendingPaymentDesk.adapter';
import { PendingPaymentsStore } from '../../../src/application/payments/pendingPaymentsStore';
import type { PendingPayment } from '../../../src/ports/pendingPaymentDesk.port';

const payment = (id: string, kind: PendingPayment['kind'] = 'purchase'): PendingPayment => ({
  id,
  kind,
  subject: '10 × item-1',
  reference: id,
  receivers: [{ handle: 'alice', satoshis: 100_000 }],
  createdAt: 1,
});

const ids = (store: PendingPaymentsStore) => store.state.pending.map((pending) => pending.id);

describe('the payer’s pending payments store', () => {
  it('loads the list, and a payment settled by its transaction id leaves it', async () => {
    const desk = new MemoryPendingPaymentDesk([payment('purchase:a'), payment('reward:4', 'reward')], { 'purchase:a': 'tx-a' });
    const store = new PendingPaymentsStore(desk);
    expect(store.state.phase).toBe('idle');
    await store.list();
    expect({ phase: store.state.phase, ids: ids(store) }).toEqual({ phase: 'ready', ids: ['purchase:a', 'reward:4'] });
    expect(await store.settle('purchase:a', '  tx-a ')).toBeNull();
    expect(desk.calls).toContain('settle purchase:a tx-a');
    expect(ids(store)).toEqual(['reward:4']);
  });

  it('keeps a payment the server refused to settle, answering the refusal', async () => {
    const store = new PendingPaymentsStore(new MemoryPendingPaymentDesk([payment('purchase:a')], { 'purchase:a': 'tx-a' }));
    await store.list();
    expect(await store.settle('purchase:a', 'tx-other')).toBe('unknown-transaction');
    expect(ids(store)).toEqual(['purchase:a']);
  });

  it('releases a payment on the payer’s word', async () => {
    const desk = new MemoryPendingPaymentDesk([payment('purchase:a'), payment('purchase:b')]);
    const store = new PendingPaymentsStore(desk);
    await store.list();
    expect(await store.release('purchase:b')).toBeNull();
    expect(ids(store)).toEqual(['purchase:a']);
  });

  it('answers `failed` when the server gave no answer, and keeps the payment: whether it changed is unknown', async () => {
    const desk = new MemoryPendingPaymentDesk([payment('purchase:a')]);
    const store = new PendingPaymentsStore(desk);
    await store.list();
    desk.failNext({ code: 'unavailable' });
    expect(await store.release('purchase:a')).toBe('failed');
    expect(ids(store)).toEqual(['purchase:a']);
  });

  it('loads the list again when a payment was concluded elsewhere first', async () => {
    const desk = new MemoryPendingPaymentDesk([payment('purchase:a')]);
    const store = new PendingPaymentsStore(desk);
    await store.list();
    await desk.release('purchase:a');
    expect(await store.settle('purchase:a', 'tx-a')).toBe('unknown-pending-payment');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(store)).toEqual([]);
  });

  it('keeps the list empty and says why when nobody is signed in', async () => {
    const desk = new MemoryPendingPaymentDesk([payment('purchase:a')]);
    desk.failNext({ code: 'not-signed-in' });
    const store = new PendingPaymentsStore(desk);
    await store.list();
    expect(store.state).toEqual({ phase: 'ready', pending: [], failure: { code: 'not-signed-in' } });
  });

  it('drops an answer that arrives after it was disposed', async () => {
    const store = new PendingPaymentsStore(new MemoryPendingPaymentDesk([payment('purchase:a')]));
    const states: number[] = [];
    store.state$.subscribe((state) => states.push(state.pending.length));
    const loading = store.list();
    store.dispose();
    await loading;
    expect(states).toEqual([0, 0]);
  });
});
