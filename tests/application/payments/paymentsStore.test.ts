import { describe, expect, it } from 'vitest';
import { PaymentsStore } from '../../../src/application/payments/paymentsStore';
import { HeldDesk } from './heldPaymentDesk';

describe('PaymentsStore', () => {
  it('lets the newest load win, and drops a load under way when disposed, ending its state stream', () => {
    const desk = new HeldDesk();
    const store = new PaymentsStore(desk);
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.refresh();
    store.refresh();
    const [first, second] = desk.of('list');
    const replaced = first!.answer.observed;
    store.dispose();
    expect({ replaced, dropped: second!.answer.observed, completed }).toEqual({ replaced: false, dropped: false, completed: true });
  });
});
