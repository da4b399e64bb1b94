import { useEffect, useMemo, useState } from 'react';
import { PendingPaymentsStore } from '../../../application/payments/pendingPaymentsStore';
import { PendingPaymentDesk, type PendingPayment } from '../../../ports/pendingPaymentDesk.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PendingPaymentCheck } from './PendingPaymentCheck';

interface Props {
  /** The kinds of payment this page is about: rewards on /contracts, purchases and dividends on My Portfolio. */
  readonly kinds: readonly PendingPayment['kind'][];
  /** Change it when the page's payments may have changed (a payment made): the list is read again. */
  readonly version?: unknown;
  /** Called after one was settled or released, so the page reads what it paid or freed again. */
  readonly onConcluded?: () => void;
}

function PendingList({ store, kinds, onConcluded }: Omit<Props, 'version'> & { readonly store: PendingPaymentsStore }) {
  const { pending } = useObservableValue(store.state$);
  const shown = useMemo(() => pending.filter((payment) => kinds.includes(payment.kind)), [pending, kinds]);
  const concluded = async (outcome: Promise<Awaited<ReturnType<PendingPaymentsStore['settle']>>>) => {
    const answer = await outcome;
    if (answer === null) onConcluded?.();
    return answer;
  };
  return (
    <PendingPaymentCheck
      pending={shown}
      onSettle={(id, transactionId) => concluded(store.settle(id, transactionId))}
      onRelease={(id) => concluded(store.release(id))}
    />
  );
}

/**
 * The signed-in payer's payments of `kinds` stopped at "pending check", with what to do about each; nothing at all
 * when none is (or nobody is signed in). The list has its own store, made with the panel and ended with it.
 */
export function PendingPaymentsPanel({ kinds, version, onConcluded }: Props) {
  const desk = useService(PendingPaymentDesk);
  const [store, setStore] = useState<PendingPaymentsStore | null>(null);
  useEffect(() => {
    const made = new PendingPaymentsStore(desk);
    setStore(made);
    return () => made.dispose();
  }, [desk]);
  useEffect(() => {
    if (store !== null) void store.list();
  }, [store, version]);
  return store === null ? null : <PendingList store={store} kinds={kinds} onConcluded={onConcluded} />;
}
