import { useState, type FormEvent } from 'react';
import { ADDRESS_LABEL, ADDRESS_PLACEHOLDER, AMOUNT_HINT, AMOUNT_LABEL, FUND_LABEL, MINE_LABEL, SHOW_LABEL } from './chain.texts';

interface AddressFormProps {
  readonly busy: boolean;
  readonly onShow: (address: string) => void;
  readonly onFund: (address: string, amount: string) => void;
  readonly onMine: () => void;
}

/** The address field (Show reads its outputs), the amount to fund with the faucet's limits, Fund and Mine. */
export function AddressForm({ busy, onShow, onFund, onMine }: AddressFormProps) {
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const show = (event: FormEvent) => {
    event.preventDefault();
    onShow(address);
  };
  return (
    <form className="chain-form" onSubmit={show}>
      <label className="chain-field">
        <span>{ADDRESS_LABEL}</span>
        <input className="chain-input" value={address} placeholder={ADDRESS_PLACEHOLDER} spellCheck={false} autoComplete="off" onChange={(event) => setAddress(event.target.value)} />
      </label>
      <label className="chain-field">
        <span>{AMOUNT_LABEL}</span>
        <input className="chain-input" value={amount} inputMode="numeric" placeholder="100000" aria-describedby="chain-amount-hint" onChange={(event) => setAmount(event.target.value)} />
      </label>
      <p id="chain-amount-hint" className="chain-note">
        {AMOUNT_HINT}
      </p>
      <div className="chain-actions">
        <button type="submit" className="chain-button">
          {SHOW_LABEL}
        </button>
        <button type="button" className="chain-button chain-button-primary" disabled={busy} onClick={() => onFund(address, amount)}>
          {FUND_LABEL}
        </button>
        <button type="button" className="chain-button" disabled={busy} onClick={onMine}>
          {MINE_LABEL}
        </button>
      </div>
    </form>
  );
}
