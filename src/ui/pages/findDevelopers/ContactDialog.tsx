import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeveloperProfile } from '../../../domain/hub/developers';
import { CONTACT_DIALOG_TEXTS as TEXTS } from '../../../domain/hub/findDevelopersTexts';
import { projectBriefError } from '../../../domain/hub/projectBrief';
import { Dialog } from '../../shared/Dialog';
import { TextAreaField } from '../hubShared/formFields';

const BRIEF_TEXT = { label: TEXTS.briefLabel, placeholder: TEXTS.briefPlaceholder };
const BRIEF_ID = 'contact-brief';

/**
 * A modal dialog to write a project brief to a developer. It closes on Escape, a click on the overlay or the
 * close button; sending only confirms in the dialog (this proof of concept sends nothing).
 */
export function ContactDialog({ developer, onClose }: { readonly developer: DeveloperProfile; readonly onClose: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  const [brief, setBrief] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = projectBriefError(brief);
    setError(problem ?? undefined);
    if (problem === null) setSent(true);
    else document.getElementById(BRIEF_ID)?.focus();
  };

  return (
    <Dialog title={TEXTS.title(developer.name)} onClose={onClose} initialFocus="textarea">
      {sent ? null : (
        <form noValidate onSubmit={send} className="hub-form">
          <TextAreaField id={BRIEF_ID} text={BRIEF_TEXT} value={brief} error={error} required onChange={setBrief} rows={6} />
          <button type="submit" className="button-primary">{TEXTS.send}</button>
        </form>
      )}
      <p role="status" className="form-status">{sent ? TEXTS.sent(developer.name) : ''}</p>
      {sent ? <button ref={doneRef} type="button" className="button-primary" onClick={onClose}>{TEXTS.done}</button> : null}
    </Dialog>
  );
}
