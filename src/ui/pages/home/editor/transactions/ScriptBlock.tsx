import { EMPTY_SCRIPT } from './transactions.texts';

/** A script's assembly under its label, wrapped anywhere (long pushes have no spaces). */
export function ScriptBlock({ label, asm }: { readonly label: string; readonly asm: string }) {
  return (
    <div className="tx-field">
      <span className="tx-field-label">{label}</span>
      <code className="tx-wrap tx-script">{asm === '' ? EMPTY_SCRIPT : asm}</code>
    </div>
  );
}
