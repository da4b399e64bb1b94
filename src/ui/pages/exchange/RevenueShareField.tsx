import { useId } from 'react';
import type { MintFieldError } from '../../../domain/exchange/mintDraft';
import { REVENUE_SHARE_PERCENT } from '../../../domain/exchange/mintRules';
import { FieldErrors } from './FieldErrors';
import { MINT_FIELD_LABELS, revenueSplitText } from './mint.texts';

/** The revenue sharing slider, 10 to 90 % to token holders (70 at first), with the split spelled out. */
export function RevenueShareField({
  percent,
  errors,
  onChange,
}: {
  readonly percent: number;
  readonly errors: readonly MintFieldError[];
  readonly onChange: (percent: number) => void;
}) {
  const id = useId();
  const split = revenueSplitText(percent);
  return (
    <div className="exchange-field">
      <label htmlFor={id}>{MINT_FIELD_LABELS.revenueShare}</label>
      <input
        id={id}
        type="range"
        className="exchange-range"
        min={REVENUE_SHARE_PERCENT.min}
        max={REVENUE_SHARE_PERCENT.max}
        value={percent}
        aria-valuetext={split}
        aria-describedby={`${id}-split`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output id={`${id}-split`} htmlFor={id} className="exchange-hint">
        {split}
      </output>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
