import { EMPTY_COMMISSION, validateCommission, type CommissionField } from '../../../domain/hub/commission';
import {
  BUDGET_RANGE_OPTIONS,
  COMMISSION_PRIORITY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from '../../../domain/hub/commissionOptions';
import {
  COMMISSION_CHOOSE_BUDGET,
  COMMISSION_CHOOSE_TIMELINE,
  COMMISSION_FIELD_TEXTS as TEXTS,
  COMMISSION_FORM_LABEL,
  COMMISSION_SUBMIT_LABEL,
  COMMISSION_SUCCESS_MESSAGE,
} from '../../../domain/hub/commissionTexts';
import { SelectField, TextAreaField, TextField } from '../hubShared/formFields';
import { FormFooter } from '../hubShared/FormFooter';
import { RequiredNote } from '../hubShared/RequiredNote';
import { useValidatedForm } from '../hubShared/useValidatedForm';

/** The project commission form: checked in the page, sent nowhere (spec section 5). */
export function CommissionForm() {
  const { draft, errors, succeeded, change, submit, formRef } = useValidatedForm(EMPTY_COMMISSION, validateCommission);
  const field = (name: CommissionField) => ({
    id: `commission-${name}`,
    text: TEXTS[name],
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  });
  return (
    <form ref={formRef} className="hub-form" noValidate onSubmit={submit} aria-label={COMMISSION_FORM_LABEL}>
      <RequiredNote />
      <div className="field-row">
        <TextField {...field('title')} required />
        <TextField {...field('company')} />
      </div>
      <TextAreaField {...field('description')} required />
      <TextAreaField {...field('requirements')} required />
      <TextField {...field('techStack')} />
      <div className="field-row">
        <SelectField {...field('projectType')} options={PROJECT_TYPE_OPTIONS} />
        <SelectField {...field('priority')} options={COMMISSION_PRIORITY_OPTIONS} />
      </div>
      <div className="field-row">
        <SelectField {...field('budget')} options={BUDGET_RANGE_OPTIONS} choose={COMMISSION_CHOOSE_BUDGET} required />
        <SelectField {...field('timeline')} options={TIMELINE_OPTIONS} choose={COMMISSION_CHOOSE_TIMELINE} required />
      </div>
      <TextField {...field('contact')} required />
      <FormFooter submitLabel={COMMISSION_SUBMIT_LABEL} success={succeeded ? COMMISSION_SUCCESS_MESSAGE : ''} />
    </form>
  );
}
