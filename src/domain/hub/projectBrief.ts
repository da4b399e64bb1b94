import { err, ok, type Result } from '../shared/result';
import { checkText, type NulCharacterCode, type FieldErrors } from './formRules';

/** The one field of the contact dialog. */
export type ProjectBriefField = 'brief';
export type ProjectBriefDraft = Readonly<Record<ProjectBriefField, string>>;
export const EMPTY_PROJECT_BRIEF: ProjectBriefDraft = { brief: '' };

/** Why a project brief is refused; the UI maps the code to its message. */
export type ProjectBriefErrorCode = 'briefRequired' | NulCharacterCode;
export type ProjectBriefErrors = FieldErrors<ProjectBriefField, ProjectBriefErrorCode>;

/** A project brief for the developer who posted a service offer, ready to send. */
export interface DeveloperBrief {
  /** The id of the offer it answers (its poster receives it). */
  readonly offerId: string;
  readonly brief: string;
}

/** Checks a brief answering the offer `offerId`: it must not be blank nor hold the NUL character. */
export function validateProjectBrief(offerId: string, draft: ProjectBriefDraft): Result<DeveloperBrief, ProjectBriefErrors> {
  const code = checkText(draft.brief, 'briefRequired');
  return code === null ? ok({ offerId, brief: draft.brief.trim() }) : err({ brief: code });
}
