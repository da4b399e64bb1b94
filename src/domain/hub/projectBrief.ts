import { CONTACT_DIALOG_TEXTS } from './findDevelopersTexts';
import { requireText } from './formRules';

/** The error of a project brief for the contact dialog, or null when it can be sent: it must not be blank. */
export const projectBriefError = (brief: string): string | null => requireText(brief, CONTACT_DIALOG_TEXTS.briefRequired);
