import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { SessionError } from './sessionErrors';
import { appIdMissing } from './sessionErrors';

/**
 * The wallet's authorize page `base` for the app: `<base>?appId=<encoded id>`, or `&appId=` when the base
 * already has a query. A missing or blank app id is an error.
 */
export const authorizeUrl = (base: string, appId: string | undefined): Result<string, SessionError> => {
  const id = appId?.trim() ?? '';
  if (id === '') return err(appIdMissing());
  const page = base.trim();
  const separator = !page.includes('?') ? '?' : page.endsWith('?') || page.endsWith('&') ? '' : '&';
  return ok(`${page}${separator}appId=${encodeURIComponent(id)}`);
};
