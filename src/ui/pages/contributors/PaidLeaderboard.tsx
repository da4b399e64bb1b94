import { useEffect } from 'react';
import { PaymentsStore } from '../../../application/payments/paymentsStore';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { HubSection } from '../hubShared/HubSection';
import { LEADERBOARD_TEXTS } from './leaderboard.texts';

/** The leaderboard of real payments (handle, contracts paid, BSV earned), once there is at least one payment. */
export function PaidLeaderboard() {
  const store = useService(PaymentsStore);
  const { leaderboard } = useObservableValue(store.state$);
  useEffect(() => store.refresh(), [store]);
  if (leaderboard.length === 0) return null;
  return (
    <HubSection title={LEADERBOARD_TEXTS.title}>
      <p>{LEADERBOARD_TEXTS.lead}</p>
      <table className="paid-leaderboard">
        <thead>
          <tr>
            <th scope="col">{LEADERBOARD_TEXTS.handle}</th>
            <th scope="col">{LEADERBOARD_TEXTS.contractsPaid}</th>
            <th scope="col">{LEADERBOARD_TEXTS.earned}</th>
          </tr>
        </thead>
        <tbody>
          {leaderboard.map((row) => (
            <tr key={row.handle}>
              <th scope="row">${row.handle}</th>
              <td>{row.contractsPaid}</td>
              <td>{formatBsv(row.satoshis)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HubSection>
  );
}
