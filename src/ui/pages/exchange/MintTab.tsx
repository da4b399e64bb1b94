import { useEffect, useId, useRef, type FormEvent } from 'react';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { MINT_CODE_TYPES, MINT_LANGUAGES } from '../../../domain/exchange/mintRules';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { CodeFilesField } from './CodeFilesField';
import { FieldErrors, invalidProps } from './FieldErrors';
import {
  CODE_TYPE_LABELS,
  INITIAL_SUPPLY_PLACEHOLDER,
  MINT_COST_TEXT,
  MINT_FIELD_LABELS as LABELS,
  MINT_FORM_TITLE,
  MINT_OUTCOME_TEXTS,
  MINT_SUBMIT_LABEL,
  PREVIEW_TEXTS,
  TOKEN_PRICE_PLACEHOLDER,
  TOKEN_PRICE_STEP,
} from './mint.texts';
import { MintOutcome } from './MintOutcome';
import { MintPreviewPanel } from './MintPreviewPanel';
import { RevenueShareField } from './RevenueShareField';
import { RoyaltyField } from './RoyaltyField';
import { useMintForm } from './useMintForm';
import './exchangeMint.css';

/**
 * The Mint NFT form (spec sections 3 and 5). Mint Code NFT checks every field (each error names its field, nothing
 * typed is lost) and shows what will be minted with each file's SHA-256; Confirm mint hands it to the portfolio.
 */
export function MintTab() {
  const id = useId();
  const form = useMintForm();
  const formElement = useRef<HTMLFormElement>(null);
  const { values, set, stage, errorsOf, checks } = form;
  // Minting uses the wallet of the signed-in person; signed out, the form still checks and previews.
  const signedIn = useObservableValue(useService(UserSessionStore).state$).session !== null;
  const signedOutNoteId = `${id}-signed-out`;
  // After each check, focus the first refused field (a keyboard or screen reader user lands on what needs fixing),
  // or bring the preview into view.
  useEffect(() => {
    if (checks === 0) return;
    const element = formElement.current;
    const invalid = element?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else element?.querySelector<HTMLElement>('.exchange-mint-preview')?.scrollIntoView?.({ block: 'nearest' });
  }, [checks]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const field = (name: 'name' | 'description' | 'supply' | 'price') => ({
    id: `${id}-${name}`,
    className: 'exchange-input',
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...invalidProps(`${id}-${name}-errors`, errorsOf(name)),
  });
  return (
    <form ref={formElement} className="exchange-card exchange-mint" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{MINT_FORM_TITLE}</h2>
      <div className="exchange-field">
        <label htmlFor={`${id}-name`}>{LABELS.name}</label>
        <input {...field('name')} type="text" autoComplete="off" />
        <FieldErrors id={`${id}-name-errors`} errors={errorsOf('name')} />
      </div>
      <div className="exchange-field">
        <label htmlFor={`${id}-description`}>{LABELS.description}</label>
        <textarea {...field('description')} rows={3} />
        <FieldErrors id={`${id}-description-errors`} errors={errorsOf('description')} />
      </div>
      <div className="exchange-field-row">
        <div className="exchange-field">
          <label htmlFor={`${id}-type`}>{LABELS.codeType}</label>
          <select id={`${id}-type`} className="exchange-input" value={values.codeType} onChange={(event) => set('codeType', event.target.value)}>
            {MINT_CODE_TYPES.map((codeType) => (
              <option key={codeType} value={codeType}>
                {CODE_TYPE_LABELS[codeType]}
              </option>
            ))}
          </select>
        </div>
        <div className="exchange-field">
          <label htmlFor={`${id}-language`}>{LABELS.language}</label>
          <select id={`${id}-language`} className="exchange-input" value={values.language} onChange={(event) => set('language', event.target.value)}>
            {MINT_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
        </div>
      </div>
      <CodeFilesField files={values.files} errors={errorsOf('files')} onChange={(files) => set('files', files)} />
      <div className="exchange-field-row">
        <div className="exchange-field">
          <label htmlFor={`${id}-supply`}>{LABELS.supply}</label>
          <input {...field('supply')} type="number" min={1} step={1} placeholder={INITIAL_SUPPLY_PLACEHOLDER} />
          <FieldErrors id={`${id}-supply-errors`} errors={errorsOf('supply')} />
        </div>
        <div className="exchange-field">
          <label htmlFor={`${id}-price`}>{LABELS.price}</label>
          <input {...field('price')} type="number" min={0} step={TOKEN_PRICE_STEP} placeholder={TOKEN_PRICE_PLACEHOLDER} />
          <FieldErrors id={`${id}-price-errors`} errors={errorsOf('price')} />
        </div>
      </div>
      <RevenueShareField percent={values.revenueSharePercent} errors={errorsOf('revenueShare')} onChange={(percent) => set('revenueSharePercent', percent)} />
      <RoyaltyField percent={values.royaltyPercent} errors={errorsOf('royalty')} onChange={(percent) => set('royaltyPercent', percent)} />
      <div className="exchange-mint-footer">
        <p className="exchange-muted">{MINT_COST_TEXT}</p>
        <button
          type="submit"
          className="exchange-button exchange-button-primary"
          disabled={form.preparing}
          aria-describedby={signedIn ? undefined : signedOutNoteId}
        >
          {MINT_SUBMIT_LABEL}
        </button>
      </div>
      {!signedIn && (
        <p id={signedOutNoteId} className="exchange-mint-note">
          {MINT_OUTCOME_TEXTS['signed-out']}
        </p>
      )}
      <p className="exchange-mint-note" role="status">
        {form.preparing ? PREVIEW_TEXTS.preparing : ''}
      </p>
      {stage.kind !== 'editing' && <MintPreviewPanel preview={stage.preview} />}
      <MintOutcome
        stage={stage}
        signedOutNoteId={signedIn ? null : signedOutNoteId}
        onConfirm={() => void form.confirm()}
        onEdit={form.edit}
      />
    </form>
  );
}
