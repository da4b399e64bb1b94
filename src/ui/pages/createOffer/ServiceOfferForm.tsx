import {
  EMPTY_SERVICE_OFFER,
  EXPERIENCE_OPTIONS,
  HOURLY_RATE_STEP_BSV,
  OFFER_AVAILABILITY_OPTIONS,
  validateServiceOffer,
  type ServiceOfferField,
} from '../../../domain/hub/serviceOffer';
import {
  SERVICE_OFFER_FIELD_TEXTS as TEXTS,
  SERVICE_OFFER_FORM_LABEL,
  SERVICE_OFFER_SUBMIT_LABEL,
  SERVICE_OFFER_SUCCESS_MESSAGE,
} from '../../../domain/hub/serviceOfferTexts';
import { SelectField, TextAreaField, TextField } from '../hubShared/formFields';
import { FormFooter } from '../hubShared/FormFooter';
import { RequiredNote } from '../hubShared/RequiredNote';
import { useValidatedForm } from '../hubShared/useValidatedForm';

/** The service offer form: checked in the page, sent nowhere (spec section 5). */
export function ServiceOfferForm() {
  const { draft, errors, succeeded, change, submit, formRef } = useValidatedForm(EMPTY_SERVICE_OFFER, validateServiceOffer);
  const field = (name: ServiceOfferField) => ({
    id: `offer-${name}`,
    text: TEXTS[name],
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  });
  return (
    <form ref={formRef} className="hub-form" noValidate onSubmit={submit} aria-label={SERVICE_OFFER_FORM_LABEL}>
      <RequiredNote />
      <TextField {...field('title')} required />
      <TextAreaField {...field('description')} required />
      <TextField {...field('skills')} required />
      <div className="field-row">
        <TextField {...field('hourlyRate')} type="number" step={HOURLY_RATE_STEP_BSV} min={0} required />
        <SelectField {...field('availability')} options={OFFER_AVAILABILITY_OPTIONS} />
        <SelectField {...field('experience')} options={EXPERIENCE_OPTIONS} />
      </div>
      <TextField {...field('portfolio')} type="url" />
      <TextField {...field('contact')} required />
      <FormFooter submitLabel={SERVICE_OFFER_SUBMIT_LABEL} success={succeeded ? SERVICE_OFFER_SUCCESS_MESSAGE : ''} />
    </form>
  );
}
