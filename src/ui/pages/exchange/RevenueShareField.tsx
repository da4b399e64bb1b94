import { useId, useState } from 'react';
import { MINT_FIELD_LABELS, REVENUE_SHARE_PERCENT, revenueSplitText } from '../../../domain/exchange/mintForm';

/** The revenue sharing slider, 10 to 90 % to token holders (70 at first), with the split spelled out. */
export function RevenueShareField() {
  const id = useId();
  const [percent, setPercent] = useState<number>(REVENUE_SHARE_PERCENT.initial);
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
        onChange={(event) => setPercent(Number(event.target.value))}
      />
      <output id={`${id}-split`} htmlFor={id} className="exchange-hint">
        {split}
      </output>
    </div>
  );
}
