import { OPEN_TRANSACTION, SHORT_ID } from './chain.texts';

interface TransactionButtonProps {
  readonly txid: string;
  readonly onOpen: (txid: string) => void;
}

/** A transaction id that opens the transaction in the inspector. */
export function TransactionButton({ txid, onOpen }: TransactionButtonProps) {
  return (
    <button type="button" className="chain-txid" aria-label={OPEN_TRANSACTION(txid)} title={txid} onClick={() => onOpen(txid)}>
      {SHORT_ID(txid)}
    </button>
  );
}
