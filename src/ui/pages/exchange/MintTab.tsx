import { useId, useState, type FormEvent } from 'react';
import {
  CODE_TYPE_OPTIONS,
  INITIAL_SUPPLY_PLACEHOLDER,
  LANGUAGE_OPTIONS,
  MINT_COST_TEXT,
  MINT_FIELD_LABELS as LABELS,
  MINT_FORM_TITLE,
  MINT_NOT_CONNECTED_NOTE,
  MINT_SUBMIT_LABEL,
  TOKEN_PRICE_PLACEHOLDER,
  TOKEN_PRICE_STEP,
} from '../../../domain/exchange/mintForm';
import { CodeFilesField } from './CodeFilesField';
import { RevenueShareField } from './RevenueShareField';
import './exchangeMint.css';

/**
 * The Mint NFT form (spec sections 3 and 5). Nothing is enforced: its numbers are hints, and Mint is wired to no
 * call, so pressing it only says so in the page.
 */
export function MintTab() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form className="exchange-card exchange-mint" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{MINT_FORM_TITLE}</h2>
      <div className="exchange-field">
        <label htmlFor={`${id}-name`}>{LABELS.name}</label>
        <input id={`${id}-name`} className="exchange-input" type="text" autoComplete="off" />
      </div>
      <div className="exchange-field">
        <label htmlFor={`${id}-description`}>{LABELS.description}</label>
        <textarea id={`${id}-description`} className="exchange-input" rows={3} />
      </div>
      <div className="exchange-field-row">
        <div className="exchange-field">
          <label htmlFor={`${id}-type`}>{LABELS.codeType}</label>
          <select id={`${id}-type`} className="exchange-input">
            {CODE_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="exchange-field">
          <label htmlFor={`${id}-language`}>{LABELS.language}</label>
          <select id={`${id}-language`} className="exchange-input">
            {LANGUAGE_OPTIONS.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
        </div>
      </div>
      <CodeFilesField />
      <div className="exchange-field-row">
        <div className="exchange-field">
          <label htmlFor={`${id}-supply`}>{LABELS.supply}</label>
          <input id={`${id}-supply`} className="exchange-input" type="number" min={1} step={1} placeholder={INITIAL_SUPPLY_PLACEHOLDER} />
        </div>
        <div className="exchange-field">
          <label htmlFor={`${id}-price`}>{LABELS.price}</label>
          <input
            id={`${id}-price`}
            className="exchange-input"
            type="number"
            min={0}
            step={TOKEN_PRICE_STEP}
            placeholder={TOKEN_PRICE_PLACEHOLDER}
          />
        </div>
      </div>
      <RevenueShareField />
      <div className="exchange-mint-footer">
        <p className="exchange-muted">{MINT_COST_TEXT}</p>
        <button type="submit" className="exchange-button exchange-button-primary">
          {MINT_SUBMIT_LABEL}
        </button>
      </div>
      <p className="exchange-mint-note" role="status">
        {submitted ? MINT_NOT_CONNECTED_NOTE : ''}
      </p>
    </form>
  );
}
