import { useCallback, useMemo } from 'react';
import { EditorStore } from '../../../../../application/editor/editorStore';
import { TerminalStore } from '../../../../../application/editor/terminalStore';
import { TransactionInspectorStore } from '../../../../../application/transactions/transactionInspectorStore';
import { useObservableValue } from '../../../../app/useObservableValue';
import { useService } from '../../../../app/useService';
import { HexForm, type HexFile } from './HexForm';
import { TransactionView } from './TransactionView';
import { DECODING_TEXT, HEX_ERROR_MESSAGES, LAST_BROADCAST_NAME } from './transactions.texts';
import './transactions.css';

const HEX_FILE = /\.hex$/i;

/**
 * The Transactions side panel: raw hex (pasted, the open `.hex` file, or the sample) decoded to its txid, inputs,
 * outputs, scripts and fee, and each input's Debug steps. Loaded with its feature when the panel first opens.
 */
export default function TransactionsPanel() {
  const store = useService(TransactionInspectorStore);
  const editor = useService(EditorStore);
  const { inspection, spentOutputs, debugging } = useObservableValue(store.state$);
  const terminal = useService(TerminalStore);
  const lastBroadcast = useObservableValue(useMemo(() => terminal.select((state) => state.lastBroadcast), [terminal]));
  const openHexFile = useObservableValue(
    useMemo(
      () =>
        editor.select((state): HexFile | null => {
          const tab = state.tabs.tabs.find((candidate) => candidate.id === state.tabs.activeTabId);
          return tab !== undefined && HEX_FILE.test(tab.path) ? { name: tab.name, content: tab.content } : null;
        }),
      [editor],
    ),
  );
  // The toolbar's Debug opens this panel: on the open `.hex` file, else on the last transaction the code broadcast.
  const hexFile = openHexFile ?? (lastBroadcast === null ? null : { name: LAST_BROADCAST_NAME(lastBroadcast.txid), content: lastBroadcast.hex });
  const onInspect = useCallback((text: string) => void store.inspect(text), [store]);
  const onSample = useCallback(() => void store.openSample(), [store]);
  const onClear = useCallback(() => store.clear(), [store]);
  const onDebug = useCallback((index: number, satoshis: string, script: string) => void store.debugInput(index, satoshis, script), [store]);
  return (
    <div className="tx-panel">
      <HexForm hexFile={hexFile} onInspect={onInspect} onSample={onSample} onClear={onClear} />
      {inspection.kind === 'decoding' ? <p className="tx-note">{DECODING_TEXT}</p> : null}
      {inspection.kind === 'refused' ? (
        <p className="tx-error" role="alert">
          {HEX_ERROR_MESSAGES(inspection.error)}
        </p>
      ) : null}
      {inspection.kind === 'decoded' ? (
        <TransactionView
          hex={inspection.hex}
          transaction={inspection.transaction}
          fee={inspection.fee}
          spentOutputs={spentOutputs}
          debugging={debugging}
          onDebug={onDebug}
        />
      ) : null}
    </div>
  );
}
