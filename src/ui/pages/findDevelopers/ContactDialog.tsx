import { useEffect, useRef } from 'react';
import { SendDeveloperBrief } from '../../../application/hub/sendDeveloperBrief';
import { EMPTY_PROJECT_BRIEF, type ProjectBriefErrors, type ProjectBriefField } from '../../../domain/hub/projectBrief';
import { useService } from '../../app/useService';
import { Dialog } from '../../shared/Dialog';
import { TextAreaField } from '../hubShared/formFields';
import { submissionStatusTexts } from '../hubShared/hub.texts';
import { useSubmissionForm } from '../hubShared/useSubmissionForm';
import {
  briefSent,
  CONTACT_DIALOG_TEXTS as TEXTS,
  PROJECT_BRIEF_ERROR_MESSAGES,
  SAMPLE_PROFILE_NOTICE,
  sampleBriefChecked,
} from './findDevelopers.texts';

/** Whom a brief is for: the poster of a service offer, or a sample profile (nobody; nothing is stored or sent). */
export type BriefRecipient =
  | { readonly kind: 'offer'; readonly offerId: string; readonly handle: string; readonly name: string }
  | { readonly kind: 'sample'; readonly name: string };

const BRIEF_TEXT = { label: TEXTS.briefLabel, placeholder: TEXTS.briefPlaceholder };
const BRIEF_ID = 'contact-brief';

/**
 * A modal dialog to write a project brief to a developer. It closes on Escape, a click on the overlay or the
 * close button; the SendDeveloperBrief use case checks the brief and sends it to an offer's poster, and the dialog
 * confirms it. A sample profile's dialog says it is a sample, and its brief goes nowhere.
 */
export function ContactDialog({ recipient, onClose }: { readonly recipient: BriefRecipient; readonly onClose: () => void }) {
  const sendBrief = useService(SendDeveloperBrief);
  const { form, state, formRef } = useSubmissionForm<ProjectBriefField, ProjectBriefErrors>(EMPTY_PROJECT_BRIEF, (draft) =>
    sendBrief.execute(recipient.kind === 'offer' ? recipient.offerId : null, draft),
  );
  const doneRef = useRef<HTMLButtonElement>(null);
  const sent = state.status === 'succeeded';
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);
  const errors: ProjectBriefErrors = state.fieldErrors;
  const code = errors.brief;
  const texts = submissionStatusTexts(state.status, recipient.kind === 'offer' ? briefSent(recipient.handle) : sampleBriefChecked(recipient.name));

  return (
    <Dialog title={TEXTS.title(recipient.name)} onClose={onClose} initialFocus="textarea">
      {recipient.kind === 'sample' ? <p className="sample-notice">{SAMPLE_PROFILE_NOTICE}</p> : null}
      {sent ? null : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
          className="hub-form"
        >
          <TextAreaField
            id={BRIEF_ID}
            text={BRIEF_TEXT}
            value={state.draft.brief}
            error={code === undefined ? undefined : PROJECT_BRIEF_ERROR_MESSAGES[code]}
            required
            onChange={(value) => form.change('brief', value)}
            rows={6}
          />
          <button type="submit" className="button-primary">{TEXTS.send}</button>
        </form>
      )}
      <p role="status" className="form-status">{texts.status}</p>
      {texts.failure === undefined ? null : <p role="alert" className="form-failure">{texts.failure}</p>}
      {sent ? <button ref={doneRef} type="button" className="button-primary" onClick={onClose}>{TEXTS.done}</button> : null}
    </Dialog>
  );
}
