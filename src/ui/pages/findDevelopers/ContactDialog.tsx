import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DeveloperProfile } from '../../../domain/hub/developers';
import { CONTACT_DIALOG_TEXTS as TEXTS } from '../../../domain/hub/findDevelopersTexts';
import { projectBriefError } from '../../../domain/hub/projectBrief';
import { TextAreaField } from '../hubShared/formFields';
import { useModalFocus } from '../../shared/useModalFocus';

const BRIEF_TEXT = { label: TEXTS.briefLabel, placeholder: TEXTS.briefPlaceholder };

/**
 * A modal dialog to write a project brief to a developer. It closes on Escape, a click on the overlay or the
 * close button; sending only confirms in the dialog (this proof of concept sends nothing).
 */
export function ContactDialog({ developer, onClose }: { readonly developer: DeveloperProfile; readonly onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const [brief, setBrief] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  useModalFocus(dialogRef, 'textarea', onClose);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = projectBriefError(brief);
    setError(problem ?? undefined);
    if (problem === null) setSent(true);
    else dialogRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  };

  return (
    <div className="modal-overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal" tabIndex={-1}>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">{TEXTS.title(developer.name)}</h2>
          <button type="button" className="modal-close" aria-label={TEXTS.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {sent ? null : (
          <form noValidate onSubmit={send} className="hub-form">
            <TextAreaField id="contact-brief" text={BRIEF_TEXT} value={brief} error={error} required onChange={setBrief} rows={6} />
            <button type="submit" className="button-primary">{TEXTS.send}</button>
          </form>
        )}
        <p role="status" className="form-status">{sent ? TEXTS.sent(developer.name) : ''}</p>
        {sent ? <button ref={doneRef} type="button" className="button-primary" onClick={onClose}>{TEXTS.done}</button> : null}
      </div>
    </div>
  );
}
