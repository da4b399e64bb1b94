import { useEffect } from 'react';
import { CommissionsStore } from '../../../application/hub/commissionsStore';
import { SubmitCommission } from '../../../application/hub/submitCommission';
import { EMPTY_COMMISSION, type CommissionErrors, type CommissionField } from '../../../domain/hub/commission';
import { BUDGET_RANGES, COMMISSION_PRIORITIES, PROJECT_TYPES, TIMELINES } from '../../../domain/hub/commissionOptions';
import { useService } from '../../app/useService';
import { optionsOf } from '../hubShared/fieldText';
import { SelectField, TextAreaField, TextField } from '../hubShared/formFields';
import { FormFooter } from '../hubShared/FormFooter';
import { submissionStatusTexts } from '../hubShared/hub.texts';
import { RequiredNote } from '../hubShared/RequiredNote';
import { submissionFieldProps } from '../hubShared/submissionFieldProps';
import { useSubmissionForm } from '../hubShared/useSubmissionForm';
import {
  BUDGET_RANGE_LABELS,
  COMMISSION_CHOOSE_BUDGET,
  COMMISSION_CHOOSE_TIMELINE,
  COMMISSION_ERROR_MESSAGES as MESSAGES,
  COMMISSION_FIELD_TEXTS as TEXTS,
  COMMISSION_FORM_LABEL,
  COMMISSION_PRIORITY_LABELS,
  COMMISSION_SUBMIT_LABEL,
  COMMISSION_SUCCESS_MESSAGE,
  PROJECT_TYPE_LABELS,
  TIMELINE_LABELS,
} from './commission.texts';

const PROJECT_TYPE_OPTIONS = optionsOf(PROJECT_TYPES, PROJECT_TYPE_LABELS);
const PRIORITY_OPTIONS = optionsOf(COMMISSION_PRIORITIES, COMMISSION_PRIORITY_LABELS);
const BUDGET_OPTIONS = optionsOf(BUDGET_RANGES, BUDGET_RANGE_LABELS);
const TIMELINE_OPTIONS = optionsOf(TIMELINES, TIMELINE_LABELS);

/** The project commission form: the SubmitCommission use case checks and submits it (spec section 5). */
export function CommissionForm() {
  const submitCommission = useService(SubmitCommission);
  const { form, state, formRef } = useSubmissionForm<CommissionField, CommissionErrors>(EMPTY_COMMISSION, (draft) =>
    submitCommission.execute(draft),
  );
  const commissions = useService(CommissionsStore);
  // An accepted commission joins the open ones listed under the form.
  useEffect(() => {
    if (state.status === 'succeeded') commissions.load();
  }, [state.status, commissions]);
  const field = submissionFieldProps('commission', TEXTS, MESSAGES, state, (name, value) => form.change(name, value));
  return (
    <form
      ref={formRef}
      className="hub-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      aria-label={COMMISSION_FORM_LABEL}
    >
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
        <SelectField {...field('priority')} options={PRIORITY_OPTIONS} />
      </div>
      <div className="field-row">
        <SelectField {...field('budget')} options={BUDGET_OPTIONS} choose={COMMISSION_CHOOSE_BUDGET} required />
        <SelectField {...field('timeline')} options={TIMELINE_OPTIONS} choose={COMMISSION_CHOOSE_TIMELINE} required />
      </div>
      <TextField {...field('contact')} required />
      <FormFooter submitLabel={COMMISSION_SUBMIT_LABEL} {...submissionStatusTexts(state.status, COMMISSION_SUCCESS_MESSAGE)} />
    </form>
  );
}
