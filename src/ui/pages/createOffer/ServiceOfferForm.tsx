import { SubmitServiceOffer } from '../../../application/hub/submitServiceOffer';
import {
  EMPTY_SERVICE_OFFER,
  EXPERIENCE_LEVELS,
  HOURLY_RATE_STEP_BSV,
  OFFER_AVAILABILITIES,
  type ServiceOfferErrors,
  type ServiceOfferField,
} from '../../../domain/hub/serviceOffer';
import { useService } from '../../app/useService';
import { optionsOf } from '../hubShared/fieldText';
import { SelectField, TextAreaField, TextField } from '../hubShared/formFields';
import { FormFooter } from '../hubShared/FormFooter';
import { submissionStatusTexts } from '../hubShared/hub.texts';
import { RequiredNote } from '../hubShared/RequiredNote';
import { submissionFieldProps } from '../hubShared/submissionFieldProps';
import { useSubmissionForm } from '../hubShared/useSubmissionForm';
import {
  EXPERIENCE_LABELS,
  OFFER_AVAILABILITY_LABELS,
  SERVICE_OFFER_ERROR_MESSAGES as MESSAGES,
  SERVICE_OFFER_FIELD_TEXTS as TEXTS,
  SERVICE_OFFER_FORM_LABEL,
  SERVICE_OFFER_SUBMIT_LABEL,
  SERVICE_OFFER_SUCCESS_MESSAGE,
} from './serviceOffer.texts';

const AVAILABILITY_OPTIONS = optionsOf(OFFER_AVAILABILITIES, OFFER_AVAILABILITY_LABELS);
const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);

/** The service offer form: the SubmitServiceOffer use case checks and submits it (spec section 5). */
export function ServiceOfferForm() {
  const submitOffer = useService(SubmitServiceOffer);
  const { form, state, formRef } = useSubmissionForm<ServiceOfferField, ServiceOfferErrors>(EMPTY_SERVICE_OFFER, (draft) =>
    submitOffer.execute(draft),
  );
  const field = submissionFieldProps('offer', TEXTS, MESSAGES, state, (name, value) => form.change(name, value));
  return (
    <form
      ref={formRef}
      className="hub-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      aria-label={SERVICE_OFFER_FORM_LABEL}
    >
      <RequiredNote />
      <TextField {...field('title')} required />
      <TextAreaField {...field('description')} required />
      <TextField {...field('skills')} required />
      <div className="field-row">
        <TextField {...field('hourlyRate')} type="number" step={HOURLY_RATE_STEP_BSV} min={0} required />
        <SelectField {...field('availability')} options={AVAILABILITY_OPTIONS} />
        <SelectField {...field('experience')} options={EXPERIENCE_OPTIONS} />
      </div>
      <TextField {...field('portfolio')} type="url" />
      <TextField {...field('contact')} required />
      <FormFooter submitLabel={SERVICE_OFFER_SUBMIT_LABEL} {...submissionStatusTexts(state.status, SERVICE_OFFER_SUCCESS_MESSAGE)} />
    </form>
  );
}
