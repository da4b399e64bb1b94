import { useCallback, useEffect, useMemo } from 'react';
import { ChainPanelStore } from '../../../../../application/devchain/chainPanelStore';
import { EditorStore } from '../../../../../application/editor/editorStore';
import { TerminalStore } from '../../../../../application/editor/terminalStore';
import { useObservableValue } from '../../../../app/useObservableValue';
import { useService } from '../../../../app/useService';
import { AddressForm } from './AddressForm';
import { ADDRESS_HEADING, CHAIN_ERROR, CHAIN_READING, COMMAND_TEXT, OPENING_TEXT, REFRESH_LABEL } from './chain.texts';
import { ChainOverviewView } from './ChainOverviewView';
import { HoldingsView } from './HoldingsView';
import { ResetControl } from './ResetControl';
import './chain.css';

/**
 * The Chain side panel (issue 37): the server's devchain at a glance, an address's outputs and balance, Fund, Mine
 * and Reset; a transaction's id opens it in the inspector. It reads the chain when it opens, after each command, on
 * Refresh, and when a run of code ends (the code may have funded, broadcast or mined). Loaded when first opened.
 */
export default function ChainPanel() {
  const store = useService(ChainPanelStore);
  const terminal = useService(TerminalStore);
  const editor = useService(EditorStore);
  const { overview, address, holdings, command, opening } = useObservableValue(store.state$);
  const running = useObservableValue(useMemo(() => terminal.select((state) => state.running), [terminal]));
  useEffect(() => {
    if (!running) store.refresh();
  }, [store, running]);
  const onOpen = useCallback((txid: string) => store.open(txid, () => editor.showPanel('transactions')), [store, editor]);
  const busy = command.kind === 'running';
  return (
    <div className="chain-panel">
      <div className="chain-actions">
        <button type="button" className="chain-button" onClick={() => store.refresh()}>
          {REFRESH_LABEL}
        </button>
        <ResetControl busy={busy} onReset={() => store.reset()} />
      </div>
      {command.kind === 'failed' ? (
        <p className="chain-error" role="alert">
          {CHAIN_ERROR(command.error)}
        </p>
      ) : (
        <p className="chain-note" role="status">
          {command.kind === 'idle' ? '' : COMMAND_TEXT(command)}
        </p>
      )}
      {opening.kind === 'opening' ? <p className="chain-note">{OPENING_TEXT(opening.txid)}</p> : null}
      {opening.kind === 'failed' ? (
        <p className="chain-error" role="alert">
          {CHAIN_ERROR(opening.error)}
        </p>
      ) : null}
      <section className="chain-section" aria-labelledby="chain-address">
        <h3 id="chain-address" className="chain-heading">
          {ADDRESS_HEADING}
        </h3>
        <AddressForm busy={busy} onShow={(typed) => store.watch(typed)} onFund={(typed, amount) => store.fund(typed, amount)} onMine={() => store.mine()} />
        {holdings === null || address === '' ? null : <HoldingsView holdings={holdings} onOpen={onOpen} />}
      </section>
      {overview.phase === 'loading' ? <p className="chain-note">{CHAIN_READING}</p> : null}
      {overview.phase === 'failed' ? (
        <p className="chain-error" role="alert">
          {CHAIN_ERROR(overview.error)}
        </p>
      ) : null}
      {overview.phase === 'loaded' ? <ChainOverviewView overview={overview.value} onOpen={onOpen} /> : null}
    </div>
  );
}
