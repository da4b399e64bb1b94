import { err, ok, type Result } from '../shared/result';
import { requireText, type FieldErrors } from './formRules';

/** The one field of the contact dialog. */
export type ProjectBriefField = 'brief';
export type ProjectBriefDraft = Readonly<Record<ProjectBriefField, string>>;
export const EMPTY_PROJECT_BRIEF: ProjectBriefDraft = { brief: '' };

/** Why a project brief is refused; the UI maps the code to its message. */
export type ProjectBriefErrorCode = 'briefRequired';
export type ProjectBriefErrors = FieldErrors<ProjectBriefField, ProjectBriefErrorCode>;

/** A project brief for one developer, ready to send. */
export interface DeveloperBrief {
  /** The developer's username. */
  readonly developer: string;
  readonly brief: string;
}

/** Checks a brief for the developer `developer`: it must not be blank. */
export function validateProjectBrief(developer: string, draft: ProjectBriefDraft): Result<DeveloperBrief, ProjectBriefErrors> {
  const code = requireText(draft.brief, 'briefRequired');
  return code === null ? ok({ developer, brief: draft.brief.trim() }) : err({ brief: code });
}
