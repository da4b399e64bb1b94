import type { Context } from 'hono';
import type { FieldErrors } from '../../domain/hub/formRules';
import { problem } from './apiAnswers';

/** The 400 problem for a form's refused fields: `invalid-fields`, with the domain's code for each field. */
export const refusedFields = <Code extends string>(c: Context, errors: FieldErrors<string, Code>) =>
  problem(c, 400, 'invalid-fields', { fieldErrors: errors });
