import type { Loadable } from '../../../../../application/devchain/chainPanelState';
import type { AddressHoldings } from '../../../../../domain/devchain/chainView';
import { BALANCE_TEXT, CHAIN_ERROR, HOLDINGS_READING, NO_UTXOS, UTXO_TEXT, UTXOS_HEADING } from './chain.texts';
import { TransactionButton } from './TransactionButton';

interface HoldingsViewProps {
  readonly holdings: Loadable<AddressHoldings>;
  readonly onOpen: (txid: string) => void;
}

/** What the watched address holds: its balance and its unspent outputs, each opening its transaction. */
export function HoldingsView({ holdings, onOpen }: HoldingsViewProps) {
  if (holdings.phase === 'loading') return <p className="chain-note" role="status">{HOLDINGS_READING}</p>;
  if (holdings.phase === 'failed')
    return (
      <p className="chain-error" role="alert">
        {CHAIN_ERROR(holdings.error)}
      </p>
    );
  const { outputs, confirmed, unconfirmed } = holdings.value;
  return (
    <div className="chain-holdings">
      <p className="chain-line chain-balance">{BALANCE_TEXT(confirmed, unconfirmed)}</p>
      <h4 id="chain-utxos" className="chain-subheading">
        {UTXOS_HEADING(outputs.length)}
      </h4>
      {outputs.length === 0 ? <p className="chain-note">{NO_UTXOS}</p> : null}
      <ul className="chain-list" aria-labelledby="chain-utxos">
        {outputs.map((output) => (
          <li key={`${output.txid}:${output.vout}`} className="chain-item">
            <TransactionButton txid={output.txid} onOpen={onOpen} />
            <span className="chain-note">{UTXO_TEXT(output.vout, output.satoshis, output.height)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
