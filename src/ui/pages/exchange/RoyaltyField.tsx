import { useId } from 'react';
import { ROYALTY_PERCENT } from '../../../domain/exchange/market/royaltyRules';
import type { MintFieldError } from '../../../domain/exchange/mintDraft';
import { FieldErrors, invalidProps } from './FieldErrors';
import { MINT_FIELD_LABELS, ROYALTY_HINT } from './mint.texts';

/** The creator's royalty on every resale: a whole percent from 0 to 10 (0 at first), kept with the item. */
export function RoyaltyField({
  percent,
  errors,
  onChange,
}: {
  readonly percent: number;
  readonly errors: readonly MintFieldError[];
  readonly onChange: (percent: number) => void;
}) {
  const id = useId();
  return (
    <div className="exchange-field">
      <label htmlFor={id}>{MINT_FIELD_LABELS.royalty}</label>
      <input
        id={id}
        className="exchange-input"
        type="number"
        min={ROYALTY_PERCENT.min}
        max={ROYALTY_PERCENT.max}
        step={1}
        value={Number.isNaN(percent) ? '' : percent}
        {...invalidProps(`${id}-errors`, errors, `${id}-hint`)}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
      <p id={`${id}-hint`} className="exchange-hint">
        {ROYALTY_HINT}
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
